import { useId } from 'react';
import { Calendar, Heading, Link, Stack, Text, parseDate, useLocale } from '@city/design-system';
import { useT } from '../commerce/screen';
import { type BookableDay, dayLabel, isChoosable } from './availability';

export interface DayCalendarProps {
  /** The days that have times, each with its state (days not listed cannot be chosen). */
  days: readonly BookableDay[];
  /** The chosen day, yyyy-mm-dd. */
  value: string | null;
  onChange: (date: string) => void;
  /** The address of a day's times, for the list of days shown without JavaScript. */
  hrefOf: (date: string) => string;
  /** Put the keyboard focus on the chosen day when the calendar appears (it was chosen there). */
  focusOnMount?: boolean;
  /** The heading above the calendar ("Choose the day" by default). */
  title?: string;
  /** A day of the month shown first (yyyy-mm-dd), when not the chosen day's. */
  shownMonth?: string | null;
  /**
   * Names the native calendar's buttons send: a day (`data` by default) and, without
   * JavaScript, the month to show (`mese`).
   */
  names?: { day: string; month: string };
}

/**
 * The choice of a day on the design system's Calendar: days without times, and days whose times
 * are all sold out without a waiting queue, cannot be chosen; the chosen day's state is said
 * below it. Without JavaScript the same days are links to their times. It uses no React Router
 * API: it also runs in the bundle form's island.
 */
export function DayCalendar({
  days,
  value,
  onChange,
  hrefOf,
  focusOnMount,
  title,
  shownMonth,
  names = { day: 'data', month: 'mese' },
}: DayCalendarProps) {
  const t = useT();
  // The design system's locale is the page's: the bundle form's island has no router to ask.
  const lang = useLocale();
  const headingId = useId();
  const hintId = useId();
  const choosable = days.filter(isChoosable);
  const byDate = new Map(choosable.map((day) => [day.date, day]));
  const first = choosable[0]?.date;
  const last = choosable.at(-1)?.date;
  if (!first || !last) return null;
  const chosen = value ? byDate.get(value) : undefined;
  return (
    <Stack gap="sm">
      <Heading level={2} size="lg" id={headingId}>
        {title ?? t('commerce.calendar.title')}
      </Heading>
      <Text size="sm" tone="secondary" id={hintId}>
        {t('commerce.calendar.hint')}
      </Text>
      <Calendar
        aria-labelledby={headingId}
        aria-describedby={hintId}
        value={chosen ? parseDate(chosen.date) : null}
        onChange={(date) => onChange(date.toString())}
        minValue={parseDate(first)}
        maxValue={parseDate(last)}
        defaultFocusedValue={parseDate(
          shownMonth && shownMonth >= first.slice(0, 8) && shownMonth <= last
            ? shownMonth
            : (chosen?.date ?? first),
        )}
        isDateUnavailable={(date) => !byDate.has(date.toString())}
        // Where the calendar is rendered natively, its days submit the form they are in with
        // `data=yyyy-mm-dd` (`names`), which the purchase routes read; every month of the range
        // is in the page (the enhancement pages between them), and without JavaScript the month
        // buttons submit `mese=yyyy-mm-dd`.
        name={names.day}
        monthName={names.month}
        allMonths
        // The day was just chosen here and its page has replaced this one: the focus stays on it.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={focusOnMount}
      />
      <Text role="status" weight="medium">
        {chosen
          ? t('commerce.calendar.chosen', {
              date: dayLabel(chosen.date, lang),
              state: t(`commerce.calendar.state.${chosen.state}`),
            })
          : t('commerce.calendar.chooseFirst')}
      </Text>
      <noscript>
        <Stack as="ul" gap="xs" aria-labelledby={headingId}>
          {choosable.map((day) => (
            <li key={day.date}>
              <Link href={hrefOf(day.date)}>{dayLabel(day.date, lang)}</Link>{' '}
              <Text as="span" size="sm" tone="secondary">
                {t(`commerce.calendar.state.${day.state}`)}
              </Text>
            </li>
          ))}
        </Stack>
      </noscript>
    </Stack>
  );
}
