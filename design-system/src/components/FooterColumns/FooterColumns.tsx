import { useBuiltInMessages } from '../../provider';
import { Link } from '../Link';
import * as styles from './FooterColumns.css';
import { footerColumnsMessages } from './messages';
import type { FooterColumnsMessages } from './messages';

/** Kinds of column item (`tipologia`): internal page, external address, or plain text. */
export const footerItemKinds = ['internal', 'external', 'text'] as const;
export type FooterItemKind = (typeof footerItemKinds)[number];

export type FooterColumnItem =
  | { id: string; label: string; kind: 'internal'; href: string }
  | { id: string; label: string; kind: 'external'; href: string }
  | { id: string; label: string; kind: 'text' };

export interface FooterColumn {
  id: string;
  title?: string;
  items: FooterColumnItem[];
}

export interface FooterColumnsProps {
  /** The four link columns of the footer (colonna_1 to colonna_4). */
  columns: FooterColumn[];
  /** Heading level of the column titles. */
  headingLevel?: 2 | 3;
  className?: string;
  labels?: Partial<FooterColumnsMessages>;
}

/**
 * Footer navigation in columns. Internal items link to a page of the site, external ones open
 * outside with a hint, text items are plain text.
 */
export function FooterColumns({
  columns,
  headingLevel = 2,
  className,
  labels,
}: FooterColumnsProps) {
  const t = useBuiltInMessages(footerColumnsMessages, labels);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const filled = columns.filter((column) => column.items.length > 0 || column.title);
  if (filled.length === 0) return null;
  return (
    <nav aria-label={t.label} className={className}>
      <ul className={styles.grid}>
        {filled.map((column) => (
          <li key={column.id} className={styles.column}>
            {column.title ? <Heading className={styles.title}>{column.title}</Heading> : null}
            <ul className={styles.list}>
              {column.items.map((item) => (
                <li key={item.id} data-kind={item.kind}>
                  {item.kind === 'text' ? (
                    <span className={styles.text}>{item.label}</span>
                  ) : (
                    <Link
                      href={item.href}
                      external={item.kind === 'external'}
                      variant="subtle"
                      className={styles.link}
                    >
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
