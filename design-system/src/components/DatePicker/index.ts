export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { CalendarDate, CalendarDateTime, parseDate, parseDateTime } from '@internationalized/date';
export type { DateValue } from 'react-aria-components';
