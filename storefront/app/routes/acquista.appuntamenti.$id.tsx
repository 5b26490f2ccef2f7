import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { DatePicker, type DateValue, EmptyState, formatDate, parseDate } from '@city/design-system';
import type { Route } from './+types/acquista.appuntamenti.$id';
import { api } from '../lib/api/request.server';
import { slotKeyDate } from '../lib/domain/queue';
import { type Places, addPlaces, hasPlaces, placesText } from '../lib/domain/places';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { Page, localized, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';
import { useHydrated } from '../lib/use-hydrated';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['appointment']);
  const id = parseId(args.params.id);
  if (id === null) notFound(pageUrl(args.request));
  const [slots, product] = await Promise.all([
    api(args.context).publicShop.appointmentSlots(id),
    api(args.context)
      .publicShop.listino('appuntamenti', id)
      .catch(() => null),
  ]);
  const days = new Map<string, { date: string; available: Places; open: boolean }>();
  for (const slot of slots) {
    const date = slotKeyDate(slot.data);
    if (!date || slot.stato === 'passato') continue;
    const day = days.get(date) ?? { date, available: 0, open: false };
    day.available = addPlaces(day.available, slot.disponibili);
    day.open ||= slot.stato === 'aperto' || slot.stato === 'esaurito';
    days.set(date, day);
  }
  return { id, name: product?.nome ?? null, days: [...days.values()].filter((day) => day.open) };
}

export const meta = commerceMeta('appointment');

export default function AppointmentDatesPage() {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { id, name, days } = useLoaderData<typeof loader>();
  const [value, setValue] = useState<DateValue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const open = new Set(days.map((day) => day.date));
  const first = days[0]?.date;
  const last = days.at(-1)?.date;
  const intro = name ? localized(name, lang) : undefined;

  if (!first || !last) {
    return (
      <Page title={t('commerce.titles.appointment')} intro={intro}>
        <EmptyState icon="calendar" title={t('commerce.purchase.noDates')} />
      </Page>
    );
  }

  const choose = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const day = value?.toString() ?? '';
    if (!open.has(day)) {
      setError(t(value ? 'commerce.appointment.dateUnavailable' : 'commerce.errors.required'));
      return;
    }
    void navigate(`/${lang}/acquista/appuntamenti/${id}/${day}`);
  };

  return (
    <Page title={t('commerce.titles.appointment')} intro={intro}>
      <form noValidate className={styles.form} onSubmit={choose}>
        <DatePicker
          label={t('commerce.fields.date')}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          minValue={parseDate(first)}
          maxValue={parseDate(last)}
          isDateUnavailable={(date) => !open.has(date.toString())}
          isRequired
          errorMessage={error ?? undefined}
        />
        <button type="submit" className={styles.button} disabled={!hydrated}>
          {t('commerce.appointment.showTimes')}
        </button>
      </form>
      <section aria-labelledby="open-days">
        <h2 id="open-days">{t('commerce.appointment.openDays')}</h2>
        <ul className={styles.list}>
          {days.map((day) => (
            <li key={day.date} className={styles.card}>
              <Link to={`/${lang}/acquista/appuntamenti/${id}/${day.date}`}>
                {formatDate(`${day.date}T12:00:00Z`, lang)}
              </Link>
              <span>
                {hasPlaces(day.available)
                  ? placesText(t, day.available)
                  : t('commerce.queue.fullJoinQueue')}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
