import { Children } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import * as styles from './Badge.css';
import type { BadgeVariant } from './Badge.css';
import { AnchorLink } from '../private/AnchorLink';

export interface BadgeProps {
  children: ReactNode;
  variant?: BadgeVariant;
  icon?: IconName;
  className?: string;
}

/** A short status or category label. Its text carries the meaning; the colour only supports it. */
export function Badge({ children, variant = 'neutral', icon, className }: BadgeProps) {
  return (
    <span
      className={[styles.base, styles.variant[variant], className].filter(Boolean).join(' ')}
      data-variant={variant}
    >
      {icon ? <Icon name={icon} size="sm" /> : null}
      {children}
    </span>
  );
}

export interface TagProps extends BadgeProps {
  /** A tag with an href is a link (for example to the listing of its category). */
  href?: string;
}

/** A category label, optionally a link. */
export function Tag({ href, children, variant = 'neutral', icon, className }: TagProps) {
  if (!href) return <Badge {...{ variant, icon, className }}>{children}</Badge>;
  return (
    <AnchorLink
      href={href}
      className={[styles.base, styles.variant[variant], styles.interactive, className]
        .filter(Boolean)
        .join(' ')}
      data-variant={variant}
    >
      {icon ? <Icon name={icon} size="sm" /> : null}
      {children}
    </AnchorLink>
  );
}

export interface BadgeListProps {
  children: ReactNode;
  /** Names the list for assistive technology, e.g. "Categories". */
  'aria-label'?: string;
  className?: string;
}

/** Badges or tags as a list. */
export function BadgeList({ children, className, ...rest }: BadgeListProps) {
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} {...rest}>
      {Children.toArray(children).map((child, index) => (
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
