export { Select } from './Select';
export { NativeSelect } from './NativeSelect';
export type { SelectOption, SelectProps } from './Select';
export { selectMessages } from './messages';
export type { SelectMessages } from './messages';
