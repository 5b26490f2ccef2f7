// Signed QR payloads, verifiable offline: `CT1.<key id>.<code>.<signature>` where the signature is
// Ed25519 (node:crypto) over `CT1.<key id>.<code>`, base64url. A scanner that holds the public
// keys (GET /shop/checkin/chiavi) rejects a forged or altered code without the network.
//
// Keys (API.md "Tickets", rotation): SHOP_TICKET_SIGNING_KEY = `<kid>:<base64 PKCS#8 DER>` signs
// new QR codes; SHOP_TICKET_VERIFY_KEYS = `<kid>:<base64 SPKI DER>,...` lists the public keys of
// earlier signing keys that are still accepted. Without a signing key (local use) the key is
// derived from the instance SECRET with key id `dev`.
import { createHash, createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

export const PAYLOAD_PREFIX = 'CT1';

export interface TicketKeys {
  kid: string;
  privateKey: KeyObject;
  /** every accepted public key by key id (the signing key's and the earlier ones) */
  publicKeys: Map<string, KeyObject>;
}

const KID = /^[A-Za-z0-9_-]{1,16}$/;
// PKCS#8 wrapping of a raw 32-byte Ed25519 seed
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

function parseEntry(entry: string, name: string): { kid: string; der: Buffer } {
  const at = entry.indexOf(':');
  const kid = entry.slice(0, at).trim();
  const der = Buffer.from(entry.slice(at + 1).trim(), 'base64');
  if (at < 1 || !KID.test(kid) || der.length < 32)
    throw new Error(`${name}: expected <key id>:<base64 DER key>`);
  return { kid, der };
}

/** The keys from the environment (throws on a malformed setting: the process must not start). */
export function keysFromEnv(env: Record<string, unknown>): TicketKeys {
  const raw = String(env['SHOP_TICKET_SIGNING_KEY'] ?? '').trim();
  let kid: string;
  let privateKey: KeyObject;
  if (raw) {
    const e = parseEntry(raw, 'SHOP_TICKET_SIGNING_KEY');
    kid = e.kid;
    privateKey = createPrivateKey({ key: e.der, format: 'der', type: 'pkcs8' });
    if (privateKey.asymmetricKeyType !== 'ed25519')
      throw new Error('SHOP_TICKET_SIGNING_KEY must be an Ed25519 key');
  } else {
    const seed = createHash('sha256')
      .update(`citta-ticket-signing:${String(env['SECRET'] ?? '')}`)
      .digest();
    kid = 'dev';
    privateKey = createPrivateKey({
      key: Buffer.concat([PKCS8_PREFIX, seed]),
      format: 'der',
      type: 'pkcs8',
    });
  }
  const publicKeys = new Map<string, KeyObject>([[kid, createPublicKey(privateKey)]]);
  const more = String(env['SHOP_TICKET_VERIFY_KEYS'] ?? '').trim();
  for (const entry of more ? more.split(',') : []) {
    const e = parseEntry(entry, 'SHOP_TICKET_VERIFY_KEYS');
    const key = createPublicKey({ key: e.der, format: 'der', type: 'spki' });
    if (key.asymmetricKeyType !== 'ed25519')
      throw new Error('SHOP_TICKET_VERIFY_KEYS must list Ed25519 keys');
    if (!publicKeys.has(e.kid)) publicKeys.set(e.kid, key);
  }
  return { kid, privateKey, publicKeys };
}

/** The QR payload of a code, signed with the current key. */
export function signCode(keys: TicketKeys, code: string): string {
  const body = `${PAYLOAD_PREFIX}.${keys.kid}.${code}`;
  const signature = sign(null, Buffer.from(body), keys.privateKey).toString('base64url');
  return `${body}.${signature}`;
}

export type Verified =
  | { ok: true; code: string; kid: string }
  | { ok: false; reason: 'malformed' | 'unknown_key' | 'bad_signature' };

/** Whether a text looks like a QR payload (rather than a typed code). */
export const isPayload = (text: string): boolean => text.trim().startsWith(`${PAYLOAD_PREFIX}.`);

/**
 * Verifies a QR payload with public keys only: usable offline, by a scanner holding the keys of
 * GET /shop/checkin/chiavi (see publicJwks).
 */
export function verifyPayload(publicKeys: Map<string, KeyObject>, payload: string): Verified {
  const parts = payload.trim().split('.');
  if (parts.length !== 4 || parts[0] !== PAYLOAD_PREFIX) return { ok: false, reason: 'malformed' };
  const [prefix, kid, code, signature] = parts as [string, string, string, string];
  if (!KID.test(kid) || !/^[0-9A-Z]{4,32}$/.test(code) || !/^[A-Za-z0-9_-]{86}$/.test(signature))
    return { ok: false, reason: 'malformed' };
  // 86 base64url characters carry 516 bits for a 512-bit signature: the last character's two
  // spare bits must be zero, so that one signature has exactly one accepted spelling
  const bytes = Buffer.from(signature, 'base64url');
  if (bytes.toString('base64url') !== signature) return { ok: false, reason: 'malformed' };
  const key = publicKeys.get(kid);
  if (!key) return { ok: false, reason: 'unknown_key' };
  const good = verify(null, Buffer.from(`${prefix}.${kid}.${code}`), key, bytes);
  return good ? { ok: true, code, kid } : { ok: false, reason: 'bad_signature' };
}

/** The accepted public keys as JWK (kty OKP, crv Ed25519), for scanners that verify offline. */
export function publicJwks(keys: TicketKeys): Array<Record<string, unknown>> {
  return [...keys.publicKeys].map(([kid, key]) => ({
    ...(key.export({ format: 'jwk' }) as Record<string, unknown>),
    kid,
    alg: 'EdDSA',
    use: 'sig',
  }));
}
