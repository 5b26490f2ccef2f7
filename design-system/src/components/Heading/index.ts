export { Heading, headingLevels } from './Heading';
export type { HeadingLevel, HeadingProps } from './Heading';
