export { PurchaseSummary } from './PurchaseSummary';
export type {
  PurchaseSummaryDetail,
  PurchaseSummaryImage,
  PurchaseSummaryIncluded,
  PurchaseSummaryPrice,
  PurchaseSummaryProps,
} from './PurchaseSummary';
export { purchaseSummaryMessages } from './messages';
export type { PurchaseSummaryMessages } from './messages';
