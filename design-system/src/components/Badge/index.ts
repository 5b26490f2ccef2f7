export { Badge, BadgeList, Tag } from './Badge';
export type { BadgeListProps, BadgeProps, TagProps } from './Badge';
export { badgeVariants } from './Badge.css';
export type { BadgeVariant } from './Badge.css';
