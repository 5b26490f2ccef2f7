export {
  recurrences,
  monthlyOrdinals,
  weekdays,
  weekdayOpenFields,
  CLOSED,
  toDay,
  dayToIso,
  entrySpan,
  occursOn,
  isDatedItem,
} from './model';
export type {
  Recurrence,
  MonthlyOrdinal,
  Weekday,
  WeekdayOpenField,
  WeekdayOpening,
  DateEntry,
  DatedItem,
  AnyDateEntry,
} from './model';
export {
  FALLBACK_SORT_DATE,
  isPastEntry,
  isPastContent,
  nextOccurrence,
  occurrencesBetween,
  isRecurring,
} from './rules';
export { describeDateEntry, describeDates, dateLineKinds, MAX_LISTED_DAYS } from './describe';
export type { DateLine, DateLineKind, DateLinePart, DescribeOptions } from './describe';
