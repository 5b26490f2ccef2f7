/**
 * Plain values of the product API shared by its client and the storefront's rules; kept apart from
 * the client's schemas so that browser code can import them without the client.
 */

/** The product types a cart line or bundle item can have (one list with the shop's). */
export { cartItemTypes, type CartItemType } from '@city/content-types';
