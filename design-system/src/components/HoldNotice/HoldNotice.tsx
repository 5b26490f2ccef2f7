import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useBuiltInMessages } from '../../provider';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/commerce.css';
import { fillTemplate } from '../private/template';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatCountdown, isoDuration, minutesToAnnounce } from '../QueueStatus/countdown';
import { holdNoticeMessages } from './messages';
import type { HoldNoticeMessages } from './messages';
import * as local from './HoldNotice.css';

export const holdStates = ['running', 'warning', 'expired'] as const;
export type HoldState = (typeof holdStates)[number];

/** The state of a hold with `remainingMs` left: expired at 0, warning from `warnBeforeMs`. */
export function holdState(remainingMs: number, warnBeforeMs: number): HoldState {
  if (remainingMs <= 0) return 'expired';
  return remainingMs <= warnBeforeMs ? 'warning' : 'running';
}

export interface HoldNoticeProps {
  /** What is held, e.g. the appointment and its time. */
  title: ReactNode;
  /** When the hold must be treated as over (the caller subtracts any safety margin). */
  expiresAt: Date | string | number;
  /** From how long before the end the notice warns (default 2 minutes). */
  warnBeforeMs?: number;
  /** Clock, for stories and tests; default Date.now. */
  now?: () => number;
  /** Called once when the time runs out. */
  onExpire?: () => void;
  /** The next step (continue, rejoin the queue), shown under the time. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  labels?: Partial<HoldNoticeMessages>;
  className?: string;
}

/**
 * A place held for a limited time (an admitted queue session) watched from any page: the time
 * left ticks every second but silently; a polite live region speaks when the whole minutes
 * change, a warning is said once (as an alert) when the end is near, and the end is said too.
 */
export function HoldNotice({
  title,
  expiresAt,
  warnBeforeMs = 120_000,
  now = Date.now,
  onExpire,
  action,
  headingLevel = 2,
  labels,
  className,
}: HoldNoticeProps) {
  const messages = useBuiltInMessages(holdNoticeMessages, labels);
  const titleId = useId();
  const target = new Date(expiresAt).getTime();
  const clock = useRef(now);
  clock.current = now;
  const expire = useRef(onExpire);
  expire.current = onExpire;
  const [remaining, setRemaining] = useState(() => target - now());
  useEffect(() => {
    setRemaining(target - clock.current());
    if (Number.isNaN(target)) return undefined;
    const timer = setInterval(() => {
      const left = target - clock.current();
      setRemaining(left);
      if (left <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);

  const state = Number.isNaN(remaining) ? 'expired' : holdState(remaining, warnBeforeMs);
  const minutes = minutesToAnnounce(Number.isNaN(remaining) ? 0 : remaining);
  const [announced, setAnnounced] = useState(minutes);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (minutes === announced) return;
    setAnnounced(minutes);
    setAnnouncement(
      minutes === 0
        ? messages.expired
        : minutes === 1
          ? messages.minuteLeft
          : fillTemplate(messages.minutesLeft, { count: minutes }),
    );
  }, [minutes, announced, messages]);
  useEffect(() => {
    if (state === 'expired') expire.current?.();
  }, [state]);

  const Title = `h${headingLevel}` as const;
  const warnMinutes = Math.max(1, minutesToAnnounce(warnBeforeMs));
  return (
    <section
      className={cx(styles.panel, local.notice, local.states[state], className)}
      aria-labelledby={titleId}
      data-state={state}
    >
      <div className={local.header}>
        <Icon name={state === 'running' ? 'clock' : 'warning'} className={local.icon} />
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      </div>
      {state === 'expired' ? (
        <p className={styles.muted}>{messages.expired}</p>
      ) : (
        <dl className={styles.rows}>
          <dt className={styles.term}>{messages.timeLeft}</dt>
          <dd className={cx(styles.strongValue, local.time)}>
            <time role="timer" dateTime={isoDuration(remaining)}>
              {formatCountdown(remaining)}
            </time>
          </dd>
        </dl>
      )}
      {/* Rendered only when the end is near, so that it is said once, as it appears. */}
      {state === 'warning' ? (
        <p role="alert" className={styles.muted}>
          {warnMinutes === 1
            ? messages.warningOne
            : fillTemplate(messages.warning, { count: warnMinutes })}
        </p>
      ) : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </section>
  );
}
