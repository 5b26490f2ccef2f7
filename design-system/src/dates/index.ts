/**
 * Date entries in words: `describeDates` turns the entries of content into localized lines for
 * `DateList`. The rules (occurrences, past, next day) are @city/calendar's; the entry types are
 * re-exported for DateList's props.
 */
export type {
  AnyDateEntry,
  DateEntry,
  DatedItem,
  MonthlyOrdinal,
  Recurrence,
  Weekday,
  WeekdayOpening,
} from '@city/calendar';
export { describeDateEntry, describeDates, dateLineKinds, MAX_LISTED_DAYS } from './describe';
export type { DateLine, DateLineKind, DateLinePart, DescribeOptions } from './describe';
