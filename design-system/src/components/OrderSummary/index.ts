export { OrderSummary, orderStatuses } from './OrderSummary';
export type { OrderLine, OrderStatus, OrderSummaryProps } from './OrderSummary';
export { orderSummaryMessages } from './messages';
export type { OrderSummaryMessages } from './messages';
