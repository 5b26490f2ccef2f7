import type { HTMLAttributes, LiHTMLAttributes, ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './List.css';
import type { ListGap } from './List.css';

export interface ListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'className' | 'style'> {
  children?: ReactNode;
  /** Space between the items. */
  gap?: ListGap;
  /** An <ol>, when the order means something (steps, a ranking). */
  ordered?: boolean;
  className?: string;
}

/**
 * A list whose items are blocks (cart groups, cards, results): no bullets, evenly spaced. Its
 * styles are static classes, with no style props to resolve at run time, so it costs a page's
 * script next to nothing (unlike Stack as="ul").
 */
export function List({ children, gap = 'md', ordered = false, className, ...rest }: ListProps) {
  const Element = ordered ? 'ol' : 'ul';
  return (
    <Element {...rest} className={cx(styles.list, styles.gap[gap], className)}>
      {children}
    </Element>
  );
}

export interface ListItemProps extends Omit<
  LiHTMLAttributes<HTMLLIElement>,
  'className' | 'style'
> {
  children?: ReactNode;
  className?: string;
}

/** One item of a List. */
export function ListItem({ children, className, ...rest }: ListItemProps) {
  return (
    <li {...rest} className={cx(styles.item, className)}>
      {children}
    </li>
  );
}
