import { useBuiltInMessages } from '../../provider';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { fillTemplate } from '../private/template';
import * as styles from './Pagination.css';
import { paginationMessages } from './messages';
import type { PaginationMessages } from './messages';
import { paginationRange } from './range';
import { AnchorLink } from '../private/AnchorLink';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  totalPages: number;
  /** Address of a page, e.g. `(p) => \`/it/cerca?q=museo&page=${p}\``. */
  hrefForPage: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  labels?: Partial<PaginationMessages>;
  className?: string;
}

/** Page links of a listing; plain links, so it works without script and with the router. */
export function Pagination({
  page,
  totalPages,
  hrefForPage,
  siblings = 1,
  labels,
  className,
}: PaginationProps) {
  const messages = useBuiltInMessages(paginationMessages, labels);
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const items = paginationRange(current, totalPages, siblings);

  return (
    <nav aria-label={messages.label} className={className}>
      <ul className={styles.list}>
        <li className={styles.item}>
          {current > 1 ? (
            <AnchorLink href={hrefForPage(current - 1)} className={styles.control} rel="prev">
              <Icon name="chevron-left" size="sm" />
              <span className={styles.directionText}>{messages.previous}</span>
            </AnchorLink>
          ) : (
            <span className={[styles.control, styles.disabled].join(' ')} aria-hidden="true">
              <Icon name="chevron-left" size="sm" />
              <span className={styles.directionText}>{messages.previous}</span>
            </span>
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.item}>
              <AnchorLink
                href={hrefForPage(item)}
                className={styles.control}
                aria-current={item === current ? 'page' : undefined}
                aria-label={fillTemplate(messages.page, { page: item })}
              >
                {item}
              </AnchorLink>
            </li>
          ) : (
            <li key={item} className={styles.item}>
              <span className={styles.ellipsis}>
                <span aria-hidden="true">…</span>
                <VisuallyHidden>{messages.morePages}</VisuallyHidden>
              </span>
            </li>
          ),
        )}
        <li className={styles.item}>
          {current < totalPages ? (
            <AnchorLink href={hrefForPage(current + 1)} className={styles.control} rel="next">
              <span className={styles.directionText}>{messages.next}</span>
              <Icon name="chevron-right" size="sm" />
            </AnchorLink>
          ) : (
            <span className={[styles.control, styles.disabled].join(' ')} aria-hidden="true">
              <span className={styles.directionText}>{messages.next}</span>
              <Icon name="chevron-right" size="sm" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
