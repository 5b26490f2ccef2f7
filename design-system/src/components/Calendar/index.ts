export { Calendar } from './Calendar';
export type { CalendarProps } from './Calendar';
export { calendarMessages } from './messages';
export type { CalendarMessages } from './messages';
