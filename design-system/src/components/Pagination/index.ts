export { Pagination } from './Pagination';
export type { PaginationProps } from './Pagination';
export { paginationRange } from './range';
export type { PaginationItem } from './range';
export { paginationMessages } from './messages';
export type { PaginationMessages } from './messages';
