import { redirect } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/content.$';
import { ContentDetail } from '../features/content/ContentDetail';
import { isNotFound } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { detailPage } from '../lib/content-page.server';
import { isLocale } from '../lib/i18n/config';
import { pageMeta } from '../lib/seo/meta';
import { staticPage } from '../lib/static-page';

const slugSchema = z
  .string()
  .min(1)
  .max(400)
  .regex(/^[\p{L}\p{N}._~\-/]+$/u);

/**
 * The catch-all content page: the path after the language is a slug of the content service. A
 * slug of another language leads to this language's translation (or the missing-translation
 * page); an unknown one is a 404 "Page not found".
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw new Response('Page Not Found', { status: 404 });
  const locale = params.lang;
  const parsed = slugSchema.safeParse(params['*']?.replace(/\/+$/, ''));
  if (!parsed.success) throw new Response('Page not found', { status: 404 });
  let item;
  try {
    item = await api(context).content.bySlug(locale, parsed.data);
  } catch (error) {
    if (isNotFound(error)) throw new Response('Page not found', { status: 404 });
    throw error;
  }
  if (item.locale_mismatch && item.locale_mismatch !== locale) {
    const translated = item.translations.find((tr) => tr.languages_code === locale)?.url;
    throw redirect(translated ?? `/${locale}/traduzione-mancante`, 301);
  }
  // The canonical address of the item (a different case or a trailing slash leads there).
  const requested = `/${locale}/${parsed.data}`;
  if (item.url !== requested && item.url.startsWith(`/${locale}/`)) throw redirect(item.url, 301);
  return detailPage(request, item, locale);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

/** Complete HTML from the server, not hydrated (lib/static-page.ts). */
export const handle = staticPage;

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentDetail page={loaderData} />;
}
