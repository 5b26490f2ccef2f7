export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './Breadcrumb';
export { breadcrumbMessages } from './messages';
export type { BreadcrumbMessages } from './messages';
