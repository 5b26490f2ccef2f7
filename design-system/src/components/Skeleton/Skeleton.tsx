import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';
import type { SkeletonShape } from './Skeleton.css';

export interface SkeletonProps {
  shape?: SkeletonShape;
  /** For `text`: number of lines, the last one shorter. */
  lines?: number;
  /** CSS width (e.g. "50%"); full width by default. */
  width?: CSSProperties['width'];
  className?: string;
}

/**
 * A placeholder shaped like the content that is loading. It is decorative: pair it with a
 * Spinner or a status message for assistive technology.
 */
export function Skeleton({ shape = 'text', lines = 1, width, className }: SkeletonProps) {
  const count = shape === 'text' ? Math.max(1, lines) : 1;
  return (
    <span
      aria-hidden="true"
      data-skeleton={shape}
      className={[styles.group, className].filter(Boolean).join(' ')}
      style={width === undefined ? undefined : { width }}
    >
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={[
            styles.block,
            styles.shape[shape],
            count > 1 && index === count - 1 ? styles.lastLine : undefined,
          ]
            .filter(Boolean)
            .join(' ')}
        />
      ))}
    </span>
  );
}
