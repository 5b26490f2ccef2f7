export { Price, priceKinds, priceSizes } from './Price';
export type { PriceKind, PriceProps, PriceSize } from './Price';
export { priceMessages } from './messages';
export type { PriceMessages } from './messages';
