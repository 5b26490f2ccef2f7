export { FooterEndText } from './FooterEndText';
export type { FooterEndTextProps } from './FooterEndText';
