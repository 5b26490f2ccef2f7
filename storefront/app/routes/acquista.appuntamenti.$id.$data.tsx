import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLoaderData, useNavigate } from 'react-router';
import type { z } from 'zod';
import { formatTime } from '@city/design-system';
import type { Route } from './+types/acquista.appuntamenti.$id.$data';
import { appointmentSlots } from '../lib/api/product';
import { appointmentSlotSchema } from '../lib/domain/checkout.schemas';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { Page, TextField, styles, useLang, useT, commerceMeta } from './checkout.fields';
import { authMiddleware } from '../lib/session.server';

type Values = z.input<typeof appointmentSlotSchema>;

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['appointment-date']);
  const id = parseId(args.params.id);
  const day = args.params.data;
  if (id === null || !day) notFound(pageUrl(args.request));
  const slots = await appointmentSlots(id, day, day);
  return {
    id,
    day,
    slots: slots.filter((slot) => slot.stato === 'aperto' || slot.stato === 'esaurito'),
  };
}

export const meta = commerceMeta('appointmentDate');

export default function AppointmentSlotPage() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { id, day, slots } = useLoaderData<typeof loader>();
  const form = useForm<Values, unknown, z.output<typeof appointmentSlotSchema>>({
    resolver: zodResolver(appointmentSlotSchema),
    mode: 'onTouched',
    defaultValues: { slot: '', posti: 1 },
  });
  const errors = form.formState.errors;
  const onValid = (values: z.output<typeof appointmentSlotSchema>) => {
    void navigate(
      `/${lang}/acquista/appuntamenti/${id}/${day}/queue?slot=${values.slot}&posti=${values.posti}`,
    );
  };
  return (
    <Page title={t('commerce.titles.appointmentDate')}>
      <form noValidate className={styles.form} onSubmit={form.handleSubmit(onValid)}>
        <fieldset
          className={styles.fieldset}
          aria-describedby={errors.slot ? 'slot-error' : undefined}
        >
          <legend>{t('commerce.fields.slot')}</legend>
          {slots.map((slot) => (
            <div key={slot.id} className={styles.check}>
              <input
                type="radio"
                id={`slot-${slot.id}`}
                value={slot.data}
                {...form.register('slot')}
              />
              <label htmlFor={`slot-${slot.id}`}>
                {formatTime(slot.inizio, lang)} ·{' '}
                {slot.disponibili > 0
                  ? t('commerce.purchase.available', { count: slot.disponibili })
                  : t('commerce.queue.waiting', { count: slot.in_attesa })}
              </label>
            </div>
          ))}
          {errors.slot?.message ? (
            <p id="slot-error" className={styles.error}>
              {t('commerce.errors.slot')}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('commerce.fields.places')}
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          required
          error={errors.posti?.message}
          {...form.register('posti')}
        />
        <button type="submit" className={styles.button}>
          {t('commerce.queue.join')}
        </button>
      </form>
    </Page>
  );
}
