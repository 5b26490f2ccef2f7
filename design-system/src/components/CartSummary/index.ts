export { CartSummary } from './CartSummary';
export type { CartPromo, CartSummaryProps } from './CartSummary';
export { cartSummaryMessages } from './messages';
export type { CartSummaryMessages } from './messages';
