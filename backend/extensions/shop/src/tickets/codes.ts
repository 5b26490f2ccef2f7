// Ticket codes: 16 characters of Crockford's base32 (80 random bits: unguessable, typed without
// ambiguity), shown in groups of four. A typed code is read leniently (case, spaces, dashes,
// O for 0, I and L for 1), a scanned one is the signed QR payload (sign.ts).
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 16;

/** A new random ticket code (80 bits). */
export function newTicketCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** The code in groups of four (XXXX-XXXX-XXXX-XXXX) for people to read. */
export const groupCode = (code: string): string =>
  code.length === CODE_LENGTH ? (code.match(/.{4}/g) ?? [code]).join('-') : code;

/**
 * A code as typed at the door, in its stored form, or null when it cannot be a code. Issued
 * ticket codes are Crockford base32; passes and loyalty cards keep their own codes (letters and
 * digits), which are accepted too.
 */
export function normalizeTyped(raw: string): string | null {
  const compact = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  if (!/^[0-9A-Z]{4,32}$/.test(compact)) return null;
  if (compact.length === CODE_LENGTH) return compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  return compact;
}
