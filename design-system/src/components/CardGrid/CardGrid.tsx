import { Children } from 'react';
import type { ReactNode } from 'react';
import { Grid } from '../Grid';
import type { Sprinkles } from '../../sprinkles.css';

export interface CardGridProps {
  children: ReactNode;
  /** Columns per screen size; one on mobile, two on tablet, three on desktop by default. */
  columns?: Sprinkles['gridTemplateColumns'];
  gap?: Sprinkles['gap'];
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** Cards as a list laid out on a responsive grid. */
export function CardGrid({
  children,
  columns = { mobile: 1, tablet: 2, desktop: 3 },
  gap = 'lg',
  ...rest
}: CardGridProps) {
  return (
    <Grid as="ul" columns={columns} gap={gap} {...rest}>
      {Children.toArray(children).map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </Grid>
  );
}
