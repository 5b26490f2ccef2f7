import { useId } from 'react';
import type { ReactNode } from 'react';
import { useBuiltInMessages } from '../../provider';
import { Heading } from '../Heading';
import { Link } from '../Link';
import { Text } from '../Text';
import * as styles from './ErrorPage.css';
import { errorPageMessages } from './messages';
import type { ErrorPageMessages } from './messages';

export interface ErrorPageLink {
  label: string;
  href: string;
}

export interface ErrorPageProps {
  /** Shown as the title of the page (its h1). */
  statusCode: number | string;
  /** The localized explanation (404) or the raw error message (other errors). */
  message: ReactNode;
  links?: ErrorPageLink[];
  labels?: Partial<ErrorPageMessages>;
  className?: string;
}

/** Body of the error page: the status code as title, the message, links to carry on. */
export function ErrorPage({ statusCode, message, links = [], labels, className }: ErrorPageProps) {
  const messages = useBuiltInMessages(errorPageMessages, labels);
  const titleId = useId();
  return (
    <section
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <Heading level={1} id={titleId} className={styles.code}>
        {statusCode}
      </Heading>
      <Text size="lg">{message}</Text>
      {links.length > 0 ? (
        <ul className={styles.links} aria-label={messages.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} variant="standalone">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
