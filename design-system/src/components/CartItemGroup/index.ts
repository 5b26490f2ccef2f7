export { CartItemGroup } from './CartItemGroup';
export type { CartItemGroupProps } from './CartItemGroup';
export { cartItemGroupMessages } from './messages';
export type { CartItemGroupMessages } from './messages';
