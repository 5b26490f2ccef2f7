export { OrderSummary, orderStatuses, refundStates } from './OrderSummary';
export type {
  OrderLine,
  OrderRefund,
  OrderStatus,
  OrderSummaryProps,
  RefundState,
} from './OrderSummary';
export { orderSummaryMessages } from './messages';
export type { OrderSummaryMessages } from './messages';
