import type { ReactNode } from 'react';
import { Box } from '../Box';
import type { BoxProps } from '../Box';
import type { Sprinkles } from '../../sprinkles.css';

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export type InlineJustify = (typeof inlineJustifies)[number];

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
  stretch: 'stretch',
} as const satisfies Record<InlineAlign, Sprinkles['alignItems']>;

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const satisfies Record<InlineJustify, Sprinkles['justifyContent']>;

export interface InlineProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'as' | 'wrap'
> {
  as?: 'div' | 'span' | 'ul' | 'ol' | 'nav' | 'p';
  gap?: Sprinkles['gap'];
  align?: InlineAlign;
  justify?: InlineJustify;
  /** Wrap onto several lines when the row is full (default). */
  wrap?: boolean;
  children?: ReactNode;
}

/** Children laid out in a row that wraps, with even spacing. */
export function Inline({
  as = 'div',
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  ...rest
}: InlineProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignItems[align]}
      justifyContent={justifyContent[justify]}
      gap={gap}
      {...(isList ? { listStyle: 'none', padding: 'none', margin: 'none' } : {})}
      {...rest}
    />
  );
}
