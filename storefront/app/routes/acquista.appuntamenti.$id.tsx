import { Link, useLoaderData } from 'react-router';
import { formatDate } from '@city/design-system';
import type { Route } from './+types/acquista.appuntamenti.$id';
import { appointmentSlots, listino } from '../lib/api/product';
import { slotKeyDate } from '../lib/domain/queue';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { Page, localized, styles, useLang, useT, commerceMeta } from './checkout.fields';
import { authMiddleware } from '../lib/session.server';

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['appointment']);
  const id = parseId(args.params.id);
  if (id === null) notFound(pageUrl(args.request));
  const [slots, product] = await Promise.all([
    appointmentSlots(id),
    listino('appuntamenti', id).catch(() => null),
  ]);
  const days = new Map<string, { date: string; available: number; open: boolean }>();
  for (const slot of slots) {
    const date = slotKeyDate(slot.data);
    if (!date || slot.stato === 'passato') continue;
    const day = days.get(date) ?? { date, available: 0, open: false };
    day.available += Math.max(0, slot.disponibili);
    day.open ||= slot.stato === 'aperto' || slot.stato === 'esaurito';
    days.set(date, day);
  }
  return { id, name: product?.nome ?? null, days: [...days.values()].filter((day) => day.open) };
}

export const meta = commerceMeta('appointment');

export default function AppointmentDatesPage() {
  const t = useT();
  const lang = useLang();
  const { id, name, days } = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.appointment')} intro={name ? localized(name, lang) : undefined}>
      <ul className={styles.list}>
        {days.map((day) => (
          <li key={day.date} className={styles.card}>
            <Link to={`/${lang}/acquista/appuntamenti/${id}/${day.date}`}>
              {formatDate(`${day.date}T12:00:00Z`, lang)}
            </Link>
            <span>
              {day.available > 0
                ? t('commerce.purchase.available', { count: day.available })
                : t('commerce.queue.fullJoinQueue')}
            </span>
          </li>
        ))}
      </ul>
    </Page>
  );
}
