import { useBuiltInMessages } from '../../provider';
import * as styles from './SkipLink.css';
import { skipLinkMessages } from './messages';
import type { SkipLinkMessages } from './messages';

export interface SkipLinkProps {
  /** Id of the main content element. */
  targetId?: string;
  labels?: Partial<SkipLinkMessages>;
}

/** First focusable element of the page: jumps past the header to the main content. */
export function SkipLink({ targetId = 'main', labels }: SkipLinkProps) {
  const messages = useBuiltInMessages(skipLinkMessages, labels);
  return (
    <a className={styles.skipLink} href={`#${targetId}`}>
      {messages.skipToContent}
    </a>
  );
}
