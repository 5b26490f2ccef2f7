import { useEffect, useId, useRef, useState } from 'react';
import { useBuiltInMessages } from '../../provider';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { cx } from '../private/cx';
import * as styles from '../private/commerce.css';
import { fillTemplate } from '../private/template';
import { VisuallyHidden } from '../VisuallyHidden';
import { formatCountdown, isoDuration, minutesToAnnounce } from './countdown';
import { queueStatusMessages } from './messages';
import type { QueueStatusMessages } from './messages';
import * as local from './QueueStatus.css';

export const queueStates = ['waiting', 'admitted', 'expired'] as const;
export type QueueState = (typeof queueStates)[number];

export interface QueueStatusProps {
  state: QueueState;
  /** Place in the queue (1 = next). */
  position?: number | null;
  estimatedWaitMinutes?: number | null;
  /**
   * When the held place expires. Pass the moment the session must be treated as expired
   * (the storefront subtracts the spec's 60-second margin).
   */
  expiresAt?: Date | string | number | null;
  /** Clock, for stories and tests; default Date.now. */
  now?: () => number;
  onLeave?: () => void;
  onContinue?: () => void;
  onRejoin?: () => void;
  isLeaving?: boolean;
  headingLevel?: 2 | 3;
  labels?: Partial<QueueStatusMessages>;
  className?: string;
}

function useRemaining(expiresAt: QueueStatusProps['expiresAt'], now: () => number): number | null {
  const target = expiresAt == null ? null : new Date(expiresAt).getTime();
  const valid = target !== null && !Number.isNaN(target);
  const clock = useRef(now);
  clock.current = now;
  const [remaining, setRemaining] = useState(() => (valid ? target - now() : null));
  useEffect(() => {
    if (target === null || Number.isNaN(target)) {
      setRemaining(null);
      return undefined;
    }
    setRemaining(target - clock.current());
    const timer = setInterval(() => {
      const left = target - clock.current();
      setRemaining(left);
      if (left <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return remaining;
}

/**
 * The visitor's place in a waiting queue: position, estimated wait, the countdown of the held
 * place, and leave / continue actions. The visible countdown ticks every second but is silent;
 * a polite live region speaks only when the whole minutes change (and when time is up).
 */
export function QueueStatus({
  state,
  position,
  estimatedWaitMinutes,
  expiresAt,
  now = Date.now,
  onLeave,
  onContinue,
  onRejoin,
  isLeaving = false,
  headingLevel = 2,
  labels,
  className,
}: QueueStatusProps) {
  const messages = useBuiltInMessages(queueStatusMessages, labels);
  const titleId = useId();
  const remaining = useRemaining(state === 'expired' ? null : expiresAt, now);
  const timeUp = state === 'expired' || (remaining !== null && remaining <= 0);
  const minutes = remaining === null ? null : minutesToAnnounce(remaining);
  const [announcement, setAnnouncement] = useState('');
  const [announced, setAnnounced] = useState<number | null>(minutes);

  useEffect(() => {
    // Speak at minute boundaries only: the value changes once a minute, not every second.
    if (minutes === null || minutes === announced) return;
    setAnnounced(minutes);
    if (minutes === 0) setAnnouncement(messages.expiredTitle);
    else
      setAnnouncement(
        minutes === 1
          ? messages.minuteLeft
          : fillTemplate(messages.minutesLeft, { count: minutes }),
      );
  }, [minutes, announced, messages]);

  const Title = `h${headingLevel}` as const;
  const title = timeUp
    ? messages.expiredTitle
    : state === 'admitted'
      ? messages.admittedTitle
      : messages.waitingTitle;
  const text = timeUp
    ? messages.expiredText
    : state === 'admitted'
      ? messages.admittedText
      : messages.waitingText;

  return (
    <section
      className={cx(styles.panel, className)}
      aria-labelledby={titleId}
      data-state={timeUp ? 'expired' : state}
    >
      <div className={local.header}>
        <Icon
          name={timeUp ? 'warning' : state === 'admitted' ? 'check' : 'clock'}
          className={local.icon}
        />
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
      </div>
      <p className={styles.muted}>{text}</p>
      {!timeUp ? (
        <dl className={styles.rows}>
          {state === 'waiting' && position != null ? (
            <>
              <dt className={styles.term}>{messages.position}</dt>
              <dd className={cx(styles.strongValue, local.big)}>{position}</dd>
            </>
          ) : null}
          {state === 'waiting' && estimatedWaitMinutes != null ? (
            <>
              <dt className={styles.term}>{messages.wait}</dt>
              <dd className={styles.value}>
                {fillTemplate(messages.waitMinutes, {
                  count: Math.max(1, Math.round(estimatedWaitMinutes)),
                })}
              </dd>
            </>
          ) : null}
          {remaining !== null ? (
            <>
              <dt className={styles.term}>{messages.timeLeft}</dt>
              <dd className={cx(styles.strongValue, local.big)}>
                <time role="timer" dateTime={isoDuration(remaining)}>
                  {formatCountdown(remaining)}
                </time>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <div className={styles.actions}>
        {state === 'admitted' && !timeUp && onContinue ? (
          <Button onPress={onContinue} iconEnd="arrow-right">
            {messages.continue}
          </Button>
        ) : null}
        {timeUp && onRejoin ? <Button onPress={onRejoin}>{messages.rejoin}</Button> : null}
        {!timeUp && onLeave ? (
          <Button variant="secondary" onPress={onLeave} isPending={isLeaving}>
            {messages.leave}
          </Button>
        ) : null}
      </div>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </section>
  );
}
