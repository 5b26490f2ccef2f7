export { HiddenField } from './HiddenField';
export type { HiddenFieldProps } from './HiddenField';
