export { Stack, stackAligns } from './Stack';
export type { StackAlign, StackProps } from './Stack';
