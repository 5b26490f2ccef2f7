import { useBuiltInMessages } from '../../provider';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Spinner.css';
import type { SpinnerSize } from './Spinner.css';
import { spinnerMessages } from './messages';
import type { SpinnerMessages } from './messages';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Read by screen readers; "Loading…" in the current language by default. */
  label?: string;
  labels?: Partial<SpinnerMessages>;
  /** Only the animation, hidden from assistive technology (when the context already says it). */
  decorative?: boolean;
  className?: string;
}

/** An indeterminate progress indicator, announced politely with its label. */
export function Spinner({
  size = 'md',
  label,
  labels,
  decorative = false,
  className,
}: SpinnerProps) {
  const messages = useBuiltInMessages(spinnerMessages, labels);
  return (
    <span
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={[styles.circle, styles.size[size]].join(' ')}
      >
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          className={styles.track}
        />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      {decorative ? null : <VisuallyHidden>{label ?? messages.loading}</VisuallyHidden>}
    </span>
  );
}
