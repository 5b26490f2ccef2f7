import { describeDates } from '@city/design-system';
import type { AnyDateEntry } from '@city/design-system';
import type { Locale } from '../lib/i18n/config';
import * as styles from './content.css';

/** Date entries of an item in words of the locale, with <time> for every date. */
export function DateLines({
  entries,
  locale,
  today,
  hidePast = false,
  labelledBy,
}: {
  entries: readonly AnyDateEntry[];
  locale: Locale;
  today: string;
  hidePast?: boolean;
  labelledBy?: string;
}) {
  const lines = describeDates(entries, locale, today, { hidePast });
  if (lines.length === 0) return null;
  return (
    <ul className={styles.dateList} aria-labelledby={labelledBy}>
      {lines.map((line, index) => (
        <li key={index} className={line.past ? styles.pastLine : undefined}>
          {line.parts.map((part, i) =>
            part.type === 'date' ? (
              <time key={i} dateTime={part.dateTime}>
                {part.text}
              </time>
            ) : (
              <span key={i}>{part.text}</span>
            ),
          )}
        </li>
      ))}
    </ul>
  );
}
