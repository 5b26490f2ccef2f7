import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** Rendered element; `span` keeps it valid inside phrasing content. */
  as?: 'span' | 'div' | 'h2' | 'h3' | 'p';
  children: ReactNode;
}

export function VisuallyHidden({ as: Element = 'span', className, ...rest }: VisuallyHiddenProps) {
  return <Element className={[visuallyHidden, className].filter(Boolean).join(' ')} {...rest} />;
}
