export { Radio, RadioGroup } from './RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup';
