export { Text, textClassName } from './Text';
export type { TextProps } from './Text';
export { textAligns, textSizes, textTones, textWeights } from './Text.css';
export type { TextAlign, TextSize, TextTone, TextWeight } from './Text.css';
