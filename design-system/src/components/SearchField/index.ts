export { SearchField } from './SearchField';
export type { SearchFieldProps } from './SearchField';
export { searchFieldMessages } from './messages';
export type { SearchFieldMessages } from './messages';
