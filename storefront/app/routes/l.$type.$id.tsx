import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/l.$type.$id';
import { api } from '../lib/api/request.server';
import { isNotFound } from '../lib/api/transport';
import { detailTypes } from '../lib/domain/links';

const params = z.object({
  lang: z.enum(['it', 'en', 'fr']),
  type: z.enum(detailTypes),
  id: z.coerce.number().int().positive(),
});

/**
 * /l/{type}/{id}: the search-link check. The id is resolved to the item's canonical slug URL in
 * the language and the visitor is redirected there; unknown items are a 404.
 */
export async function loader({ params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw new Response('Page Not Found', { status: 404 });
  const { lang, type, id } = parsed.data;
  try {
    const item = await api(context).content.item(lang, type, id);
    return redirect(item.url, 301);
  } catch (error) {
    if (isNotFound(error)) throw new Response('Page not found', { status: 404 });
    throw error;
  }
}
