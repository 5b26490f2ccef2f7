export { CheckoutLines } from './CheckoutLines';
export type { CheckoutLine, CheckoutLinesProps } from './CheckoutLines';
export { checkoutLinesMessages } from './messages';
export type { CheckoutLinesMessages } from './messages';
