// The notification parser and signature check of the demo provider under hostile input
// (fast-check): any header or body is refused or accepted without throwing, only an exact
// signature of the exact body within the tolerance is accepted, and only well-formed events parse.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDemoEvent } from '../../extensions/shop/src/orders/providers/demo';
import {
  parseSignatureHeader,
  signatureHeader,
  verifySignature,
} from '../../extensions/shop/src/orders/providers/signature';

const secret = 'test-secret-for-property-checks-0001';
const now = 1_800_000_000;
const order = '3f2b6a1c-9d4e-4f70-8a5b-1c2d3e4f5a6b';
const event = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9_]{1,40}$/),
  type: fc.constantFrom('payment.succeeded', 'payment.failed'),
  order: fc.constant(order),
  amount: fc.nat({ max: 10_000_000 }),
  currency: fc.constantFrom('EUR', 'eur', 'USD'),
});

describe('demo notification signature', () => {
  it('never throws on any header, body or secret', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.anything()),
        fc.uint8Array({ maxLength: 2048 }),
        fc.string(),
        (header, body, key) => {
          parseSignatureHeader(header);
          expect(typeof verifySignature(key, Buffer.from(body), header, now)).toBe('boolean');
          parseDemoEvent(Buffer.from(body));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('accepts exactly the signature of the body, within 300 s', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 500 }),
        fc.integer({ min: -1000, max: 1000 }),
        (body, skew) => {
          const header = signatureHeader(secret, body, now + skew);
          expect(verifySignature(secret, Buffer.from(body), header, now)).toBe(
            Math.abs(skew) <= 300,
          );
        },
      ),
    );
  });

  it('refuses a body changed by one byte, another secret, or a mangled header', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 1, maxLength: 300 }),
        fc.nat(),
        fc.nat({ max: 255 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (bytes, at, flip, noise) => {
          const body = Buffer.from(bytes);
          const header = signatureHeader(secret, body, now);
          const changed = Buffer.from(body);
          const i = at % changed.length;
          changed[i] = (changed[i]! ^ (flip || 1)) & 0xff;
          expect(verifySignature(secret, changed, header, now)).toBe(false);
          expect(verifySignature(`${secret}x`, body, header, now)).toBe(false);
          expect(verifySignature(secret, body, `${header}${noise.replace(/,/g, '')}z`, now)).toBe(
            false,
          );
          expect(verifySignature('', body, header, now)).toBe(false);
        },
      ),
    );
  });

  it('parses only well-formed events and never an extra or missing field as valid', () => {
    fc.assert(
      fc.property(event, (e) => {
        const parsed = parseDemoEvent(JSON.stringify(e));
        expect(parsed).toMatchObject({
          id: e.id,
          kind: e.type === 'payment.succeeded' ? 'paid' : 'failed',
          orderId: order,
          amount: e.amount,
          currency: e.currency.toUpperCase(),
        });
      }),
    );
    fc.assert(
      fc.property(
        event,
        fc.constantFrom('id', 'type', 'order', 'amount', 'currency'),
        fc.oneof(fc.constant(undefined), fc.constant(null), fc.double(), fc.string(), fc.object()),
        (e, key, value) => {
          const bad = { ...e, [key]: value };
          const parsed = parseDemoEvent(JSON.stringify(bad));
          if (parsed) {
            // a replacement that happens to be valid for that field is still parsed the same way
            expect(parsed.orderId).toBe(order);
          }
          fc.pre(
            !(key === 'amount' && Number.isSafeInteger(value) && (value as number) >= 0) &&
              !(
                key === 'id' &&
                typeof value === 'string' &&
                /^[A-Za-z0-9_.:-]{1,128}$/.test(value)
              ) &&
              !(key === 'currency' && typeof value === 'string' && /^[A-Za-z]{3}$/.test(value)),
          );
          expect(parsed).toBeNull();
        },
      ),
    );
    for (const raw of ['', 'null', '[]', '{}', '"x"', '{"id":1}', 'x'.repeat(20_000)])
      expect(parseDemoEvent(raw)).toBeNull();
  });
});
