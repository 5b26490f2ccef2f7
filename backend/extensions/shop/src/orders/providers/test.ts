// Built-in test provider: approves every charge except the documented magic values, so that the
// decline path can be exercised end to end without any outside service.
import { randomUUID } from 'node:crypto';
import type { ChargeInput, ChargeResult, PaymentProvider } from './types';

export const DECLINED_CARD = '4000000000000002';
export const DECLINED_AMOUNT = 66666;

export const testProvider: PaymentProvider = {
  id: 'test',
  async charge(input: ChargeInput): Promise<ChargeResult> {
    const card = (input.card ?? '').replace(/[\s-]/g, '');
    if (card === DECLINED_CARD)
      return {
        approved: false,
        reference: `test-${randomUUID()}`,
        message: 'Card declined (test card).',
      };
    if (input.amount === DECLINED_AMOUNT)
      return {
        approved: false,
        reference: `test-${randomUUID()}`,
        message: 'Amount declined (test amount).',
      };
    return { approved: true, reference: `test-${randomUUID()}` };
  },
};
