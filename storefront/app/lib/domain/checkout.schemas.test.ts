import { describe, expect, it } from 'vitest';
import { checkoutSchema, parseValues } from './checkout.schemas';

const valid = {
  email: '  anna@example.com ',
  carta_regalo: '',
  termini: 'on',
};

describe('checkoutSchema', () => {
  it('accepts a filled form, trimmed, the checkbox as posted or as held by the form', () => {
    expect(parseValues(checkoutSchema, valid)).toEqual({
      success: true,
      data: {
        email: 'anna@example.com',
        carta_regalo: '',
        termini: true,
      },
    });
    const held = parseValues(checkoutSchema, { ...valid, termini: true, carta_regalo: undefined });
    expect(held.success && held.data.termini).toBe(true);
  });

  it('gives each field the message key of its first error', () => {
    expect(parseValues(checkoutSchema, {})).toEqual({
      success: false,
      fieldErrors: {
        email: 'commerce.errors.required',
        termini: 'commerce.errors.agreement',
      },
    });
    expect(
      parseValues(checkoutSchema, {
        email: '   ',
        carta_regalo: 'x'.repeat(41),
        termini: '',
      }),
    ).toEqual({
      success: false,
      fieldErrors: {
        email: 'commerce.errors.required',
        carta_regalo: 'commerce.errors.tooLong',
        termini: 'commerce.errors.agreement',
      },
    });
    const wrong = parseValues(checkoutSchema, { ...valid, email: 'anna@example' });
    expect(wrong.success ? null : wrong.fieldErrors).toEqual({ email: 'commerce.errors.email' });
  });

  it('holds no card data: a posted card number is not part of what it answers', () => {
    const parsed = parseValues(checkoutSchema, { ...valid, carta: '4242424242424242' });
    expect(parsed.success && Object.keys(parsed.data).sort()).toEqual([
      'carta_regalo',
      'email',
      'termini',
    ]);
  });
});
