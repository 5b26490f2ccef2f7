export { IssuedItems } from './IssuedItems';
export type { IssuedItem, IssuedItemsProps } from './IssuedItems';
