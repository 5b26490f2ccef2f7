export { List, ListItem } from './List';
export type { ListItemProps, ListProps } from './List';
export { listGaps } from './List.css';
export type { ListGap } from './List.css';
