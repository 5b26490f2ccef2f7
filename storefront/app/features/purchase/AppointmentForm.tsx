import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Button, Heading, NumberField, Stack, Text, TimeSlotPicker } from '@city/design-system';
import type * as AppointmentCheck from './appointment.validator';
import { useHydrated } from '../../lib/use-hydrated';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { type BookableDay, type DayTime, dayLabel, isChoosable, timesOn } from './availability';
import { DayCalendar } from './DayCalendar';
import { lazyCheck } from './PurchaseForm';
import { useSlotLabels } from './slotLabels';
import { useLivePlaces } from './useLivePlaces';

/*
 * The choice of the appointment pages (its days, and a day's times), without React Router: the
 * pages are not hydrated (routes/acquista.appuntamenti.$id.tsx and .$id.$data.tsx), the server
 * renders this form and the page script runs it in a React root of its own
 * (app/enhance/appointment.tsx) with the messages below. Both forms are plain GET forms that work
 * before the island runs, and without JavaScript: the days' form leads to the chosen day's page,
 * the times' form to the queue step of the chosen time.
 */

/**
 * Every message the form and the held-place notice beside it use, as paths of the merged
 * messages: the page sends only these to the browser (a unit test checks the form asks for
 * nothing else).
 */
export const appointmentMessagePaths = [
  'commerce.appointment',
  'commerce.calendar',
  'commerce.slots',
  'commerce.fields',
  'commerce.errors',
  'commerce.queue.join',
  'commerce.hold',
] as const;

/** The times form's values (checked by appointment.validator.ts). */
export interface AppointmentValues {
  /** The chosen time's slot key, yyyyMMddHHmm. */
  slot: string;
  posti: number;
}

/** The form's check (appointment.validator.ts, with zod), loaded on the form's first focus. */
const check = lazyCheck<typeof AppointmentCheck>(() => import('./appointment.validator'));
const resolver = check.resolverOf(
  (module) => module.appointmentResolver as unknown as Resolver<AppointmentValues>,
);

/** Session key: the day page whose calendar takes the focus when it starts (chosen there). */
export const CALENDAR_FOCUS_KEY = 'appointment-calendar-focus';

/** The page of a day's times: where the calendar and the list of days lead. */
export function appointmentDayPath(lang: string, id: number, day: string): string {
  return `/${lang}/acquista/appuntamenti/${id}/${day}`;
}

/** The address the appointment form reads its times and places from while the page is open. */
export const appointmentPlacesUrl = (lang: string, id: number) =>
  `/${lang}/acquista/appuntamenti/${id}/posti`;

/** What the appointment form is rendered with. */
export interface AppointmentChoices {
  /** The appointment's id. */
  id: number;
  times: DayTime[];
  days: BookableDay[];
  /** The day of the page, yyyy-mm-dd (null on the days' page). */
  day: string | null;
  /** A choice made in the server's form before the island took it over. */
  chosen?: Partial<AppointmentValues>;
}

export interface AppointmentFormProps extends AppointmentChoices {
  lang: Lang;
  /** Opens another page of the site (a day, the queue step). */
  go: (url: string) => void;
}

/** Whether the page's calendar should take the focus: the day was just chosen on it. */
function takeCalendarFocus(path: string): boolean {
  try {
    if (sessionStorage.getItem(CALENDAR_FOCUS_KEY) !== path) return false;
    sessionStorage.removeItem(CALENDAR_FOCUS_KEY);
    return true;
  } catch {
    return false;
  }
}

/** A day's times and the places asked for; continuing joins the waiting queue of the time. */
function TimesForm({
  lang,
  id,
  day,
  times,
  chosen,
  go,
}: {
  lang: Lang;
  id: number;
  day: string;
  times: DayTime[];
  chosen?: Partial<AppointmentValues>;
  go: (url: string) => void;
}) {
  const t = useT();
  const headingId = useId();
  const slotLabels = useSlotLabels();
  const running = useHydrated();
  const dayTimes = timesOn(times, day);
  const form = useForm<AppointmentValues>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { slot: chosen?.slot ?? '', posti: chosen?.posti ?? 1 },
  });
  const errors = form.formState.errors;
  const queuePath = `${appointmentDayPath(lang, id, day)}/queue`;
  // The check starts loading when the visitor first reaches the form.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = formRef.current;
    element?.addEventListener('focusin', check.prefetch, { once: true });
    return () => element?.removeEventListener('focusin', check.prefetch);
  }, []);
  const onValid = (values: AppointmentValues) => {
    go(`${queuePath}?slot=${values.slot}&posti=${values.posti}`);
  };
  return (
    // Before the island runs, and without JavaScript, the browser checks the choice and sends it
    // to the queue step itself.
    <form
      ref={formRef}
      method="get"
      action={queuePath}
      aria-labelledby={headingId}
      onSubmit={form.handleSubmit(onValid)}
    >
      <Stack gap="md">
        <Heading level={2} size="lg" id={headingId}>
          {t('commerce.appointment.timesOf', { date: dayLabel(day, lang) })}
        </Heading>
        <Controller
          control={form.control}
          name="slot"
          render={({ field }) => (
            <TimeSlotPicker
              label={t('commerce.fields.slot')}
              description={
                dayTimes.some((time) => time.availability === 'queue')
                  ? t('commerce.appointment.queueHint')
                  : undefined
              }
              slots={dayTimes}
              labels={slotLabels}
              isRequired
              name="slot"
              value={field.value || null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={errors.slot ? true : undefined}
              errorMessage={() => t('commerce.errors.slot')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="posti"
          render={({ field }) => (
            <NumberField
              label={t('commerce.fields.places')}
              name="posti"
              minValue={1}
              maxValue={10}
              isRequired
              value={Number(field.value) || 1}
              onChange={field.onChange}
              onBlur={field.onBlur}
              errorMessage={errors.posti?.message ? t(errors.posti.message) : undefined}
            />
          )}
        />
        <div>
          <Button type="submit" iconEnd="arrow-right">
            {t('commerce.queue.join')}
          </Button>
        </div>
        {/* Where the page script says that the form's script could not be loaded. */}
        {running ? null : <Text role="status" />}
      </Stack>
    </form>
  );
}

/**
 * An appointment's calendar of days (with or without places: a sold-out day has a waiting queue)
 * and, on a day's page, that day's times with their places, read again every minute while the
 * page is open. Choosing a day opens the day's page, so that a day has an address and the list of
 * days works without JavaScript; the calendar there keeps the focus on the day.
 */
export function AppointmentForm({
  lang,
  id,
  day: pageDay,
  chosen,
  go,
  ...initial
}: AppointmentFormProps) {
  const { times, days } = useLivePlaces(appointmentPlacesUrl(lang, id), initial);
  // The day chosen on the calendar shows at once; the page of that day follows.
  const [day, setDay] = useState(pageDay);
  const [focusCalendar, setFocusCalendar] = useState(false);
  useEffect(() => {
    if (pageDay && takeCalendarFocus(appointmentDayPath(lang, id, pageDay))) setFocusCalendar(true);
  }, [lang, id, pageDay]);
  const choosable = isChoosable(days.find((candidate) => candidate.date === pageDay));
  return (
    <Stack gap="xl">
      {/* A natively rendered calendar sends the chosen day here (?data=), which leads to it. */}
      <form method="get" action={`/${lang}/acquista/appuntamenti/${id}`}>
        <DayCalendar
          // Rendered again when the focus is to be put on it (focusOnMount acts on mounting).
          key={focusCalendar ? 'focus' : 'calendar'}
          days={days}
          value={day}
          onChange={(next) => {
            setDay(next);
            const path = appointmentDayPath(lang, id, next);
            try {
              sessionStorage.setItem(CALENDAR_FOCUS_KEY, path);
            } catch {
              // without storage the day's page opens without moving the focus
            }
            go(path);
          }}
          hrefOf={(date) => appointmentDayPath(lang, id, date)}
          focusOnMount={focusCalendar}
        />
      </form>
      {/* The days' page shows no times: the day's own page, which the calendar leads to, does
          (a choice made before it replaced this page would be lost with it). */}
      {pageDay && day === pageDay && choosable ? (
        <TimesForm lang={lang} id={id} day={pageDay} times={times} chosen={chosen} go={go} />
      ) : null}
    </Stack>
  );
}
