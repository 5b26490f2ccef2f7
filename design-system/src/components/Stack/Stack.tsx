import type { ReactNode } from 'react';
import { Box } from '../Box';
import type { BoxProps } from '../Box';
import type { Sprinkles } from '../../sprinkles.css';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
} as const satisfies Record<StackAlign, Sprinkles['alignItems']>;

export interface StackProps extends Omit<
  BoxProps,
  'display' | 'flexDirection' | 'alignItems' | 'as'
> {
  as?:
    | 'div'
    | 'section'
    | 'ul'
    | 'ol'
    | 'nav'
    | 'article'
    | 'aside'
    | 'header'
    | 'footer'
    | 'form'
    | 'fieldset';
  /** Space between children, from the space scale; responsive. */
  gap?: Sprinkles['gap'];
  align?: StackAlign;
  children?: ReactNode;
}

/** Children laid out vertically with even spacing. Lists lose their bullets and indent. */
export function Stack({ as = 'div', gap = 'md', align = 'stretch', ...rest }: StackProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      alignItems={alignItems[align]}
      gap={gap}
      {...(isList ? { listStyle: 'none', padding: 'none', margin: 'none' } : {})}
      {...rest}
    />
  );
}
