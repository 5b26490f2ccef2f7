import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/node.$id';
import { api } from '../lib/api/request.server';
import { isNotFound } from '../lib/api/transport';
import { isLocale } from '../lib/i18n/config';

const params = z.object({
  lang: z.enum(['it', 'en', 'fr']),
  id: z.coerce.number().int().positive(),
});

/**
 * Legacy /node/{id} addresses are page ids: the search-link check resolves the id to the page's
 * slug in the language and redirects there; an unknown id is a 404.
 */
export async function loader({ params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success || !isLocale(raw.lang)) throw new Response('Page Not Found', { status: 404 });
  const { lang, id } = parsed.data;
  try {
    const item = await api(context).content.item(lang, 'pagine', id);
    return redirect(item.url, 301);
  } catch (error) {
    if (isNotFound(error)) throw new Response('Page not found', { status: 404 });
    throw error;
  }
}
