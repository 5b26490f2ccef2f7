import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useLoaderData, useNavigate } from 'react-router';
import type { z } from 'zod';
import { TimeSlotPicker, type TimeSlot } from '@city/design-system';
import type { Route } from './+types/acquista.appuntamenti.$id.$data';
import { api } from '../lib/api/request.server';
import { appointmentSlotSchema } from '../lib/domain/checkout.schemas';
import { hasPlaces } from '../lib/domain/places';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { Page, TextField, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';
import { useHydrated } from '../lib/use-hydrated';

type Values = z.input<typeof appointmentSlotSchema>;

/** At most this many free places, a slot shows how many are left. */
const FEW_PLACES = 3;

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['appointment-date']);
  const id = parseId(args.params.id);
  const day = args.params.data;
  if (id === null || !day) notFound(pageUrl(args.request));
  const slots = await api(args.context).publicShop.appointmentSlots(id, day, day);
  return {
    id,
    day,
    slots: slots.filter((slot) => slot.stato === 'aperto' || slot.stato === 'esaurito'),
  };
}

export const meta = commerceMeta('appointmentDate');

export default function AppointmentSlotPage() {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { id, day, slots } = useLoaderData<typeof loader>();
  const form = useForm<Values, unknown, z.output<typeof appointmentSlotSchema>>({
    resolver: zodResolver(appointmentSlotSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { slot: '', posti: 1 },
  });
  const errors = form.formState.errors;
  const onValid = (values: z.output<typeof appointmentSlotSchema>) => {
    void navigate(
      `/${lang}/acquista/appuntamenti/${id}/${day}/queue?slot=${values.slot}&posti=${values.posti}`,
    );
  };
  const timeSlots: TimeSlot[] = slots.map((slot) => ({
    id: slot.data,
    start: `${slot.data.slice(8, 10)}:${slot.data.slice(10, 12)}`,
    availability: !hasPlaces(slot.disponibili)
      ? 'queue'
      : slot.disponibili !== null && slot.disponibili <= FEW_PLACES
        ? 'few'
        : 'free',
    remaining: slot.disponibili ?? undefined,
  }));
  return (
    <Page title={t('commerce.titles.appointmentDate')}>
      <form noValidate className={styles.form} onSubmit={form.handleSubmit(onValid)}>
        <Controller
          control={form.control}
          name="slot"
          render={({ field }) => (
            <TimeSlotPicker
              label={t('commerce.fields.slot')}
              slots={timeSlots}
              isRequired
              value={field.value || null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              name={field.name}
              errorMessage={errors.slot ? t('commerce.errors.slot') : undefined}
            />
          )}
        />
        <TextField
          label={t('commerce.fields.places')}
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          required
          error={errors.posti?.message}
          {...form.register('posti')}
          disabled={!hydrated}
        />
        <button type="submit" className={styles.button} disabled={!hydrated}>
          {t('commerce.queue.join')}
        </button>
      </form>
    </Page>
  );
}
