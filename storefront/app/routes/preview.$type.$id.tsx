import { z } from 'zod';
import type { Route } from './+types/preview.$type.$id';
import { ContentDetail } from '../features/content/ContentDetail';
import { isNotFound } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { detailPage } from '../lib/content-page.server';
import { previewTypes } from '../lib/domain/links';
import { pageMeta } from '../lib/seo/meta';
import { staticPage } from '../lib/static-page';

const params = z.object({
  lang: z.enum(['it', 'en', 'fr']),
  type: z.enum(
    Object.keys(previewTypes) as [keyof typeof previewTypes, ...(keyof typeof previewTypes)[]],
  ),
  id: z.coerce.number().int().positive(),
});
const query = z.object({ token: z.string().min(8).max(200).optional() });

/**
 * Editor preview of a draft: /preview/{type}/{id}?token=<preview token>. Never indexed, never
 * stored by any cache; a wrong token is a 404 like an unknown item.
 */
export async function loader({ request, params: raw, context }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw new Response('Page Not Found', { status: 404 });
  const { lang, type, id } = parsed.data;
  const token = query.safeParse(Object.fromEntries(new URL(request.url).searchParams)).data?.token;
  try {
    const item = await api(context).content.item(lang, previewTypes[type], id, token);
    return detailPage(request, item, lang, { preview: true });
  } catch (error) {
    if (isNotFound(error)) throw new Response('Page not found', { status: 404, headers: noStore });
    throw error;
  }
}

const noStore = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export function headers() {
  return noStore;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [{ name: 'robots', content: 'noindex, nofollow' }];
}

/** Complete HTML from the server, not hydrated (lib/static-page.ts). */
export const handle = staticPage;

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  return <ContentDetail page={loaderData} />;
}
