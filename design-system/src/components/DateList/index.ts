export { DateList } from './DateList';
export type { DateListProps } from './DateList';
