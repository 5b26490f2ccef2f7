/**
 * @city/calendar: the site's date rules without UI (spec sections 3, 4, 5 and 9). When a date
 * entry occurs, its next day, whether it or its content is past, and day ranges, all counted at
 * UTC midnight. The backend stores what these rules compute; the design system and the
 * storefront show it.
 */
export {
  CLOSED,
  dayParts,
  dayToDate,
  dayToIso,
  entrySpan,
  excludedMonths,
  isClosedValue,
  isDatedItem,
  isOpenValue,
  monthlyOrdinals,
  occursOn,
  openingText,
  openWeekdays,
  recurrenceOf,
  recurrences,
  toDay,
  weekdayOpenFields,
  weekdays,
} from './model.js';
export type {
  AnyDateEntry,
  DatedItem,
  DateEntry,
  DayNumber,
  DayParts,
  MonthlyOrdinal,
  Recurrence,
  Span,
  Weekday,
  WeekdayOpenField,
  WeekdayOpening,
} from './model.js';
export {
  FALLBACK_SORT_DATE,
  contentSpan,
  isPastContent,
  isPastEntry,
  isRecurring,
  nextDate,
  nextOccurrence,
  occurrencesBetween,
} from './rules.js';
export type { ContentSpan } from './rules.js';
