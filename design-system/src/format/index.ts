export { formatPrice, formatWholeNumber } from './price';
export {
  formatDate,
  formatTime,
  formatDateTime,
  dateTimeJoiners,
  toDateTimeAttribute,
  wallClock,
  DEFAULT_TIME_ZONE,
} from './date';
export type { DateInput, FormatDateOptions } from './date';
export { formatTag } from './locale';
export type { FormatLocale } from './locale';
