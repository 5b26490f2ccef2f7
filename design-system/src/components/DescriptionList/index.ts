export { DescriptionList } from './DescriptionList';
export type { DescriptionItem, DescriptionListProps } from './DescriptionList';
export { descriptionListLayouts } from './DescriptionList.css';
export type { DescriptionListLayout } from './DescriptionList.css';
