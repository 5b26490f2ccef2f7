export { Card } from './Card';
export type { CardImage, CardProps } from './Card';
export { cardDescriptionLimit, truncateText } from './truncate';
