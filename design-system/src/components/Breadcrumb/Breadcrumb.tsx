import { useBuiltInMessages } from '../../provider';
import { Icon } from '../Icon';
import { Link } from '../Link';
import * as styles from './Breadcrumb.css';
import { breadcrumbMessages } from './messages';
import type { BreadcrumbMessages } from './messages';

export interface BreadcrumbItem {
  label: string;
  href: string;
}

export interface BreadcrumbProps {
  /** Address of the home page of the current language, e.g. "/it". */
  homeHref: string;
  /**
   * The pages after Home, in order; the last one is the current page and is shown separately,
   * as text with aria-current="page".
   */
  items: BreadcrumbItem[];
  labels?: Partial<BreadcrumbMessages>;
  className?: string;
}

/** Home, then the pages leading here, then the current page. */
export function Breadcrumb({ homeHref, items, labels, className }: BreadcrumbProps) {
  const messages = useBuiltInMessages(breadcrumbMessages, labels);
  const trail = items.slice(0, -1);
  const current = items.at(-1);
  const links: BreadcrumbItem[] = [{ label: messages.home, href: homeHref }, ...trail];

  return (
    <nav aria-label={messages.label} className={className}>
      <ol className={styles.list}>
        {links.map((link, index) => (
          <li key={`${link.href}-${index}`} className={styles.item}>
            {index > 0 ? <Icon name="chevron-right" className={styles.separator} /> : null}
            <Link href={link.href} variant="inline">
              {link.label}
            </Link>
          </li>
        ))}
        {current ? (
          <li className={styles.item}>
            <Icon name="chevron-right" className={styles.separator} />
            <span aria-current="page" className={styles.current}>
              {current.label}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
