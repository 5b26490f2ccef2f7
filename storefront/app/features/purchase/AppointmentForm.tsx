import { useId, useRef } from 'react';
import {
  Button,
  DesignSystemProvider,
  Heading,
  NumberField,
  Stack,
  TimeSlotPicker,
} from '@city/design-system';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { type BookableDay, type DayTime, dayLabel, isChoosable, timesOn } from './availability';
import { DayCalendar } from './DayCalendar';
import { APPOINTMENT_FORM } from './form-parts';
import { slotLabelsAttribute, useSlotLabels } from './slotLabels';
import { useFormScripts } from './useFormScripts';

/*
 * The choice of the appointment pages (its days, and a day's times): native HTML from the server,
 * two plain GET forms that work without JavaScript. The days' form leads to the chosen day's page
 * (every month of the range is in the page: the calendar pages between them without loading
 * another); the times' form to the queue step of the chosen time, for the places asked for. The
 * page script (app/enhance/appointment-form.ts, loaded when the page has a
 * `form[data-appointment-form]`) checks the times' form with the zod schema named by
 * `data-form-check` (appointment.schemas.ts) before it is sent, and reads the places again every
 * minute while the page is open.
 */

/**
 * Every message the page's island uses (the held queue place beside the form, HoldWatch): the
 * form's own words are the server's HTML.
 */
export const appointmentMessagePaths = ['commerce.hold'] as const;

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
  /** A day of the month the calendar shows first (`?mese=`, without JavaScript). */
  month?: string | null;
}

export interface AppointmentFormProps extends AppointmentChoices {
  lang: Lang;
}

/** A day's times and the places asked for; continuing joins the waiting queue of the time. */
function TimesForm({
  lang,
  id,
  day,
  times,
  formRef,
}: {
  lang: Lang;
  id: number;
  day: string;
  times: DayTime[];
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const t = useT();
  const headingId = useId();
  const slotLabels = useSlotLabels();
  const dayTimes = timesOn(times, day);
  return (
    // Without JavaScript the browser checks the choice (required) and sends it to the queue step
    // itself; the page script checks it in the page's words first.
    <form
      ref={formRef}
      method="get"
      action={`${appointmentDayPath(lang, id, day)}/queue`}
      aria-labelledby={headingId}
      data-form-check="appointment"
      {...{
        [APPOINTMENT_FORM]: appointmentPlacesUrl(lang, id),
        ...slotLabelsAttribute(lang, slotLabels),
      }}
    >
      <Stack gap="md">
        <Heading level={2} size="lg" id={headingId}>
          {t('commerce.appointment.timesOf', { date: dayLabel(day, lang) })}
        </Heading>
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
        />
        <NumberField
          label={t('commerce.fields.places')}
          name="posti"
          minValue={1}
          maxValue={10}
          isRequired
          defaultValue={1}
        />
        <div>
          <Button type="submit" iconEnd="arrow-right">
            {t('commerce.queue.join')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * An appointment's calendar of days (with or without places: a sold-out day has a waiting queue)
 * and, on a day's page, that day's times with their places. Choosing a day opens the day's page,
 * so that a day has an address; the calendar there keeps the focus on the day.
 */
export function AppointmentForm({ lang, id, times, days, day, month }: AppointmentFormProps) {
  const dayFormRef = useRef<HTMLFormElement>(null);
  const timesFormRef = useRef<HTMLFormElement>(null);
  useFormScripts(
    timesFormRef,
    () => import('../../enhance/appointment-form').then((module) => module.enhanceAppointmentForm),
    [dayFormRef],
  );
  const choosable = isChoosable(days.find((candidate) => candidate.date === day));
  return (
    <DesignSystemProvider locale={lang} interactive={false}>
      <Stack gap="xl">
        {/* The calendar's days send the chosen day here (?data=), which leads to its page. */}
        <form ref={dayFormRef} method="get" action={`/${lang}/acquista/appuntamenti/${id}`}>
          <DayCalendar
            days={days}
            value={day}
            onChange={() => undefined}
            hrefOf={(date) => appointmentDayPath(lang, id, date)}
            shownMonth={month}
            // The day was chosen on the calendar of the page before: the focus goes back to it.
            focusOnMount={day !== null}
          />
        </form>
        {/* The days' page shows no times: the day's own page, which the calendar leads to, does. */}
        {day && choosable ? (
          <TimesForm lang={lang} id={id} day={day} times={times} formRef={timesFormRef} />
        ) : null}
      </Stack>
    </DesignSystemProvider>
  );
}
