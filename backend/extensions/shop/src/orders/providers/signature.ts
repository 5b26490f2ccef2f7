// The demo provider's notification signature: header `Demo-Signature: t=<unix seconds>,v1=<hex>`,
// HMAC-SHA256 over `${t}.${rawBody}` with SHOP_DEMO_WEBHOOK_SECRET, accepted within a tolerance
// (300 s). The same scheme as Stripe's, so that both providers follow one protocol. Every
// function here is total: hostile input gives null or false, never an exception.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEMO_SIGNATURE_HEADER = 'demo-signature';
export const TOLERANCE_SECONDS = 300;
const MAX_HEADER = 2048;

export interface ParsedSignature {
  t: number;
  v1: string[];
}

/** The timestamp and v1 signatures of a header; null when it is not one. */
export function parseSignatureHeader(header: unknown): ParsedSignature | null {
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_HEADER) return null;
  let t: number | null = null;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (t !== null || !/^\d{1,12}$/.test(value)) return null;
      t = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(value)) return null;
      v1.push(value);
    }
    // other schemes (v0, …) are ignored, as Stripe does
  }
  if (t === null || v1.length === 0 || v1.length > 8) return null;
  return { t, v1 };
}

export const signPayload = (secret: string, t: number, raw: Buffer | string): string =>
  createHmac('sha256', secret)
    .update(`${t}.`)
    .update(typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw)
    .digest('hex');

/** The header value signing `raw` at `t` (seconds). */
export const signatureHeader = (secret: string, raw: Buffer | string, t = nowSeconds()): string =>
  `t=${t},v1=${signPayload(secret, t, raw)}`;

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** Whether the header signs `raw` with `secret`, within the tolerance of `now` (seconds). */
export function verifySignature(
  secret: string,
  raw: Buffer,
  header: unknown,
  now = nowSeconds(),
  tolerance = TOLERANCE_SECONDS,
): boolean {
  if (!secret) return false;
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(now - parsed.t) > tolerance) return false;
  const expected = Buffer.from(signPayload(secret, parsed.t, raw), 'hex');
  return parsed.v1.some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
