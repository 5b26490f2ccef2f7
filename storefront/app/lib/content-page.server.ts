import { assetUrl } from '@city/design-system';
import type { ContentItem } from './api/content';
import { sanitize } from './html.server';
import { publicConfig } from './config.server';
import { alternatesOf, contentDetail } from '../features/content/detail';
import type { Locale } from './i18n/config';
import { breadcrumbJsonLd, itemJsonLd } from './seo/jsonld';
import { message, seoBase, today } from './seo/page.server';

export type DetailPage = Awaited<ReturnType<typeof detailPage>>;

/** Everything a content page renders, computed on the server from the content service's item. */
export function detailPage(
  request: Request,
  item: ContentItem,
  locale: Locale,
  options: { preview?: boolean } = {},
) {
  const config = publicConfig();
  const alternates = alternatesOf(item, locale);
  const screen = contentDetail(item, locale, {
    today: today(),
    html: sanitize(item.descrizione),
    preview: options.preview,
    label: (key) => message(locale, key),
  });
  const { buy } = screen;
  const { past } = screen.item;
  const base = seoBase(request, locale);
  const image = item.cover
    ? assetUrl(config.assetsOrigin, item.cover.id, { width: 1200, format: 'jpg', quality: 70 })
    : null;
  const absolute = `${base.origin}${item.url}`;
  const ld = itemJsonLd({ ...item, past }, absolute, image, buy ? `${base.origin}${buy}` : null);
  return {
    ...screen,
    alternates: options.preview ? undefined : alternates,
    seo: {
      ...base,
      title: item.seo_title || item.titolo,
      description: item.seo_description || item.sottotitolo || null,
      path: item.url,
      alternates,
      image,
      type: 'article' as const,
      noindex: options.preview ?? false,
      jsonLd: [
        ...(ld ? [ld] : []),
        breadcrumbJsonLd(
          [{ label: message(locale, 'breadcrumb.home'), href: `/${locale}` }, ...screen.crumbs],
          base.origin,
        ),
      ],
    },
  };
}
