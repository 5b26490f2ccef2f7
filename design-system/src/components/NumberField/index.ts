export { NumberField } from './NumberField';
export type { NumberFieldProps } from './NumberField';
export { numberFieldMessages } from './messages';
export type { NumberFieldMessages } from './messages';
