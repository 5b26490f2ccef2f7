import { z } from 'zod';
import type { Route } from './+types/l.eventi.$id.calendar';
import { isNotFound } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { icsCalendar } from '../lib/seo/ics';
import { siteOrigin } from '../lib/seo/origin.server';

const params = z.object({
  lang: z.enum(['it', 'en', 'fr']),
  id: z.coerce.number().int().positive(),
});

/** The event as an iCalendar file (first to last day), for the visitor's calendar. */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw new Response('Page Not Found', { status: 404 });
  const { lang, id } = parsed.data;
  let item;
  try {
    item = await api(context).content.item(lang, 'eventi', id);
  } catch (error) {
    if (isNotFound(error)) throw new Response('Page not found', { status: 404 });
    throw error;
  }
  const origin = siteOrigin(request);
  const firstDay =
    item.next_date ??
    item.date
      .map((d) => d.data_inizio ?? d.inizio_ricorrenza)
      .filter((d): d is string => Boolean(d))
      .sort()[0];
  if (!firstDay) throw new Response('Page not found', { status: 404 });
  const place = item.luogo
    ? [item.luogo.nome, item.luogo.indirizzo, item.luogo.citta].filter(Boolean).join(', ')
    : null;
  const body = icsCalendar({
    uid: `eventi-${item.id}@${new URL(origin).host}`,
    title: item.titolo,
    description: item.sottotitolo,
    location: place,
    url: `${origin}${item.url}`,
    start: firstDay.slice(0, 10),
    end: item.last_date?.slice(0, 10) ?? null,
    stamp: new Date(),
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="evento-${item.id}.ics"`,
      'Cache-Control': 'public, max-age=300',
    },
  });
}
