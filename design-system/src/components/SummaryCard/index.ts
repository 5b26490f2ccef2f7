export { SummaryCard } from './SummaryCard';
export type { SummaryCardProps } from './SummaryCard';
