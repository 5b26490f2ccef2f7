import type { ReactNode } from 'react';
import { Box } from '../Box';
import type { BoxProps } from '../Box';
import type { Sprinkles } from '../../sprinkles.css';

export interface GridProps extends Omit<BoxProps, 'display' | 'gridTemplateColumns' | 'as'> {
  as?: 'div' | 'ul' | 'ol' | 'section';
  /** Number of equal columns; responsive, e.g. `{ mobile: 1, tablet: 2, desktop: 3 }`. */
  columns?: Sprinkles['gridTemplateColumns'];
  gap?: Sprinkles['gap'];
  children?: ReactNode;
}

/** Equal-width columns with even gaps. */
export function Grid({ as = 'div', columns = 1, gap = 'lg', ...rest }: GridProps) {
  const isList = as === 'ul' || as === 'ol';
  return (
    <Box
      as={as}
      display="grid"
      gridTemplateColumns={columns}
      gap={gap}
      {...(isList ? { listStyle: 'none', padding: 'none', margin: 'none' } : {})}
      {...rest}
    />
  );
}
