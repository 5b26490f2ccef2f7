import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  Button,
  EmptyState,
  Heading,
  NumberField,
  Stack,
  TimeSlotPicker,
} from '@city/design-system';
import { appointmentSlotSchema } from '../../lib/domain/checkout.schemas';
import { useLang, useT } from '../commerce/forms';
import type { AppointmentPageData } from './appointment.server';
import { dayLabel, isChoosable, timesOn } from './availability';
import { DayCalendar } from './DayCalendar';
import { ProductSummary } from './ProductSummary';
import { PurchasePage } from './PurchasePage';
import { useSlotLabels } from './slotLabels';
import { useLiveAvailability } from './useLiveAvailability';

type Values = z.input<typeof appointmentSlotSchema>;

/** Navigation state of a day chosen on the calendar: the next page keeps the focus there. */
interface FromCalendar {
  fromCalendar?: boolean;
}

/** The page of a day's times: where the calendar and the list of days lead. */
export function appointmentDayPath(lang: string, id: number, day: string): string {
  return `/${lang}/acquista/appuntamenti/${id}/${day}`;
}

/** A day's times and the places asked for; continuing joins the waiting queue of the time. */
function TimesForm({ data, day }: { data: AppointmentPageData; day: string }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const headingId = useId();
  const slotLabels = useSlotLabels();
  const times = timesOn(data.times, day);
  const form = useForm<Values, unknown, z.output<typeof appointmentSlotSchema>>({
    resolver: zodResolver(appointmentSlotSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { slot: '', posti: 1 },
  });
  const errors = form.formState.errors;
  const queuePath = `${appointmentDayPath(lang, data.id, day)}/queue`;
  const onValid = (values: z.output<typeof appointmentSlotSchema>) => {
    void navigate(`${queuePath}?slot=${values.slot}&posti=${values.posti}`);
  };
  return (
    // Without JavaScript the browser checks the choice and sends it to the queue page itself.
    <form
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
                times.some((time) => time.availability === 'queue')
                  ? t('commerce.appointment.queueHint')
                  : undefined
              }
              slots={times}
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
      </Stack>
    </form>
  );
}

/**
 * An appointment: what it is, the calendar of its days (with or without places: a sold-out day
 * has a waiting queue), and the chosen day's times with their places. Choosing a day leads to
 * the day's page, so that a day has an address and the list of days works without JavaScript.
 */
export function AppointmentScreen({ data }: { data: AppointmentPageData }) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  useLiveAvailability();
  const name = data.summary.title;
  // The day chosen on the calendar shows at once; the page of that day follows.
  const [day, setDay] = useState(data.day);
  useEffect(() => setDay(data.day), [data.day]);
  const chosen = data.days.find((candidate) => candidate.date === day);
  const title = t('commerce.purchase.title.appuntamenti', { name });
  const summary = <ProductSummary summary={data.summary} />;

  if (!data.days.some(isChoosable)) {
    return (
      <PurchasePage title={title} summary={summary}>
        <EmptyState icon="calendar" title={t('commerce.purchase.noDates')} />
      </PurchasePage>
    );
  }

  return (
    <PurchasePage title={title} summary={summary}>
      <Stack gap="xl">
        {/* A natively rendered calendar sends the chosen day here (?data=), which leads to it. */}
        <form method="get" action={`/${lang}/acquista/appuntamenti/${data.id}`}>
          <DayCalendar
            days={data.days}
            value={day}
            onChange={(next) => {
              setDay(next);
              void navigate(appointmentDayPath(lang, data.id, next), {
                preventScrollReset: true,
                state: { fromCalendar: true } satisfies FromCalendar,
              });
            }}
            hrefOf={(date) => appointmentDayPath(lang, data.id, date)}
            focusOnMount={(location.state as FromCalendar | null)?.fromCalendar === true}
          />
        </form>
        {/* The days' page shows no times: the day's own page, which the calendar leads to, does
            (a choice made before it replaced this page would be lost with it). */}
        {data.day && day && isChoosable(chosen) ? (
          // A new day starts a new choice of time.
          <TimesForm key={day} data={data} day={day} />
        ) : null}
      </Stack>
    </PurchasePage>
  );
}
