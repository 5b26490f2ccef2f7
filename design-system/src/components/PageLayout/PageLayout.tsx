import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { cx } from '../private/cx';
import * as styles from './PageLayout.css';
import type { PageLayoutWidth } from './PageLayout.css';

export interface PageLayoutProps {
  /** The page's one level-1 heading. */
  title: ReactNode;
  /** A short paragraph under the title. */
  intro?: ReactNode;
  children?: ReactNode;
  /** `wide` for lists and summaries (the content width), `narrow` for a single form. */
  width?: PageLayoutWidth;
  className?: string;
}

/**
 * The frame of a task screen (cart, checkout, account, operator pages): centred within the
 * content width, its title as the page's h1, an optional intro, then its sections, evenly spaced.
 */
export function PageLayout({ title, intro, children, width = 'wide', className }: PageLayoutProps) {
  return (
    <div className={cx(styles.page, styles.width[width], className)}>
      <div className={styles.header}>
        <Heading level={1} size="xxl" className={styles.title}>
          {title}
        </Heading>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
