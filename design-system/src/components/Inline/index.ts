export { Inline, inlineAligns, inlineJustifies } from './Inline';
export type { InlineAlign, InlineJustify, InlineProps } from './Inline';
