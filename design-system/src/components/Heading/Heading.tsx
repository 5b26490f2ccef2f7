import type { HTMLAttributes, ReactNode } from 'react';
import { textClassName } from '../Text';
import type { TextAlign, TextSize, TextTone } from '../Text';
import { base } from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** Size of each level when none is given: the outline and the look can differ when needed. */
const defaultSize: Record<HeadingLevel, TextSize> = {
  1: 'display',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'sm',
};

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  level: HeadingLevel;
  size?: TextSize;
  tone?: TextTone;
  align?: TextAlign;
  maxLines?: 1 | 2 | 3 | 4;
  children?: ReactNode;
}

export function Heading({ level, size, tone, align, maxLines, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  const classes = [
    textClassName({ size: size ?? defaultSize[level], tone, align, maxLines, weight: 'bold' }),
    base,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Element className={classes} {...rest} />;
}
