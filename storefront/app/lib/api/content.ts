import { z } from 'zod';
import type { Locale } from '../i18n/config';
import { type ApiCall, createTransport } from './transport';

/*
 * Client of the content service (Directus + the `content` extension at `/pages`, backend/SCHEMA.md).
 * Used by route loaders on the server only. Every answer is parsed with zod so that a change of
 * shape fails loudly here instead of half-rendering a page.
 */

export const imageSchema = z.object({
  id: z.string(),
  title: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  blurhash: z.string().nullish(),
  /** Focal point chosen by the editor, in pixels of the original (Image crops around it). */
  focal_point_x: z.number().nullish(),
  focal_point_y: z.number().nullish(),
  /** Italian text alternative written by the editor. */
  alt: z.string().nullish(),
});
export type Image = z.infer<typeof imageSchema>;

const categorySchema = z.object({
  id: z.number(),
  codice: z.string(),
  nome: z.string().nullish(),
});

const placeSchema = z.object({
  nome: z.string().nullish(),
  indirizzo: z.string().nullish(),
  citta: z.string().nullish(),
  cap: z.string().nullish(),
  lat: z.number().nullish(),
  lng: z.number().nullish(),
});

/** Date entry of events and activities; the design system's date rules read these fields. */
export const dateEntrySchema = z.looseObject({
  ricorrenza: z.enum(['mai', 'giornaliera', 'settimanale', 'mensile']).nullish(),
  data_inizio: z.string().nullish(),
  data_fine: z.string().nullish(),
  inizio_ricorrenza: z.string().nullish(),
  fine_ricorrenza: z.string().nullish(),
});

/** Dated occurrence of shows, guided visits and appointments. */
export const datedSchema = z.looseObject({
  id: z.number().optional(),
  data: z.string(),
});

export const searchHitSchema = z.object({
  tipo: z.string(),
  id: z.number(),
  titolo: z.string(),
  sottotitolo: z.string().nullish(),
  slug: z.string().nullish(),
  url: z.string(),
  cover: imageSchema.nullish(),
  categoria: categorySchema.nullish(),
  luogo: placeSchema.partial().nullish(),
  prezzo: z.number().nullish(),
  next_date: z.string().nullish(),
  last_date: z.string().nullish(),
  past: z.boolean().default(false),
  date: z.array(z.looseObject({})).default([]),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchResultSchema = z.object({
  data: z.array(searchHitSchema),
  meta: z.object({
    total: z.number(),
    page: z.number(),
    limit: z.number(),
    pages: z.number(),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

const translationSchema = z.object({
  languages_code: z.string(),
  titolo: z.string().nullish(),
  slug: z.string().nullish(),
  url: z.string().nullish(),
  sottotitolo: z.string().nullish(),
  descrizione: z.string().nullish(),
  seo_title: z.string().nullish(),
  seo_description: z.string().nullish(),
});

export const contentItemSchema = z.looseObject({
  tipo: z.string(),
  id: z.number(),
  status: z.string().optional(),
  titolo: z.string(),
  sottotitolo: z.string().nullish(),
  descrizione: z.string().nullish(),
  seo_title: z.string().nullish(),
  seo_description: z.string().nullish(),
  slug: z.string().nullish(),
  url: z.string(),
  translation_missing: z.boolean().default(false),
  locale_mismatch: z.string().nullish(),
  translations: z.array(translationSchema).default([]),
  cover: imageSchema.nullish(),
  categoria: categorySchema.nullish(),
  luogo: placeSchema.nullish(),
  prezzo: z.number().nullish(),
  prezzo_gruppo: z.number().nullish(),
  prezzo_combo: z.number().nullish(),
  date: z.array(dateEntrySchema).default([]),
  date_spettacoli: z.array(datedSchema).default([]),
  date_visite_guidate: z.array(datedSchema).default([]),
  date_appuntamenti: z.array(datedSchema).default([]),
  next_date: z.string().nullish(),
  last_date: z.string().nullish(),
  past: z.boolean().default(false),
  prefooter: z.string().nullish(),
  tipo_prodotto: z.string().nullish(),
  telefono: z.string().nullish(),
  email: z.string().nullish(),
  sito: z.string().nullish(),
  organizzatore: z.string().nullish(),
  lingue: z.string().nullish(),
  durata_giorni: z.number().nullish(),
  data_pubblicazione: z.string().nullish(),
  date_updated: z.string().nullish(),
  date_created: z.string().nullish(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

const itemAnswerSchema = z.object({ data: contentItemSchema });

const linkTargetSchema = z.object({ id: z.number().optional(), url: z.string() });

const socialSchema = z.object({ link: z.string(), icon: z.string() });

const cardSchema = z.object({
  id: z.number(),
  cover: imageSchema.nullish(),
  titolo: z.string().nullish(),
  sottotitolo: z.string().nullish(),
  tipologia_link: z.enum(['cta', 'social']).nullish(),
  cta: z
    .object({
      etichetta: z.string().nullish(),
      url: z.string(),
      esterno: z.boolean().default(false),
    })
    .nullish(),
  social: z.array(socialSchema).nullish(),
});
export type FooterCard = z.infer<typeof cardSchema>;

const columnItemSchema = z.object({
  etichetta: z.string().nullish(),
  tipologia: z.enum(['interno', 'esterno', 'testo']),
  pagina: linkTargetSchema.nullish(),
  link_esterno: z.string().nullish(),
});
export type FooterColumnItem = z.infer<typeof columnItemSchema>;

const footerSchema = z.object({
  prefooter: z.string().nullish(),
  cards: z.array(cardSchema).default([]),
  subcard: z
    .array(
      z.object({
        footer_subcard_id: z.object({
          id: z.number(),
          tipologia: z.enum(['link_interno', 'link_esterno']),
          link_interno: linkTargetSchema.nullish(),
          link_esterno: z.string().nullish(),
          logo: imageSchema.nullish(),
        }),
      }),
    )
    .default([]),
  sponsor: z
    .array(
      z.object({
        id: z.number(),
        nome: z.string().nullish(),
        link: z.string().nullish(),
        logo: imageSchema.nullish(),
      }),
    )
    .default([]),
  colonna_1: z.array(columnItemSchema).default([]),
  colonna_2: z.array(columnItemSchema).default([]),
  colonna_3: z.array(columnItemSchema).default([]),
  colonna_4: z.array(columnItemSchema).default([]),
  colonna_5: z
    .array(
      z.object({
        link: z.string().nullish(),
        logo: imageSchema.nullish(),
        larghezza_in_footer: z.number().nullish(),
      }),
    )
    .default([]),
  social: z.array(socialSchema).default([]),
  sponsor_titolo: z.string().nullish(),
  fine_pagina: z.string().nullish(),
});
export type Footer = z.infer<typeof footerSchema>;

const footerAnswerSchema = z.object({ footer: footerSchema });

export const sitemapEntrySchema = z.object({
  tipo: z.string(),
  id: z.number(),
  url: z.string(),
  lastmod: z.string().nullish(),
  alternates: z.record(z.string(), z.string()).default({}),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;
const sitemapAnswerSchema = z.object({ data: z.array(sitemapEntrySchema) });

const categoryRowSchema = z.object({
  id: z.number(),
  codice: z.string(),
  translations: z
    .array(z.object({ languages_code: z.string(), nome: z.string().nullish() }))
    .default([]),
});
export interface Category {
  id: number;
  codice: string;
  nome: string;
}

export type Prefooter = 'visita' | 'convention' | 'trade' | 'scuole';

export interface SearchQuery {
  q?: string | undefined;
  type?: string | undefined;
  category?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  hidePast?: boolean | undefined;
  sort?: 'next' | 'title' | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

export interface ContentClientOptions {
  /** Base address of the content service. */
  url: string;
  /** Bearer token: the storefront's static token, or a signed-in user's token. */
  token?: string | undefined;
  /** Replaces the global fetch (tests). */
  fetch?: typeof globalThis.fetch;
}

function clean(params: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

export function createContentClient(options: ContentClientOptions) {
  const transport = createTransport({
    baseUrl: options.url,
    token: () => options.token,
    fetch: options.fetch,
  });
  const call = <T>(what: string, request: ApiCall, schema: z.ZodType<T>): Promise<T> =>
    transport.request({ ...request, what: `Content ${what}` }, schema);

  return {
    /** GET /pages/content/part/footer: the footer with the pre-footer chosen by section. */
    async footer(locale: Locale, prefooter: Prefooter): Promise<Footer> {
      const answer = await call(
        'footer',
        { path: '/pages/content/part/footer', params: { locale, prefooter } },
        footerAnswerSchema,
      );
      return answer.footer;
    },

    /** GET /pages/content/search with facets. */
    search(locale: Locale, query: SearchQuery): Promise<SearchResult> {
      return call(
        'search',
        {
          path: '/pages/content/search',
          params: clean({
            locale,
            q: query.q,
            type: query.type,
            category: query.category,
            from: query.from,
            to: query.to,
            hidePast: query.hidePast === undefined ? undefined : query.hidePast ? 1 : 0,
            sort: query.sort,
            page: query.page,
            limit: query.limit,
          }),
        },
        searchResultSchema,
      );
    },

    /** GET /pages/content/item/:type/:id (with the preview token for drafts). */
    async item(locale: Locale, type: string, id: number, preview?: string): Promise<ContentItem> {
      const answer = await call(
        `item ${type}/${id}`,
        {
          path: `/pages/content/item/${encodeURIComponent(type)}/${id}`,
          params: clean({ locale, preview }),
        },
        itemAnswerSchema,
      );
      return answer.data;
    },

    /** GET /pages/content/by-slug: the item whose slug (in any locale) is this path. */
    async bySlug(locale: Locale, slug: string): Promise<ContentItem> {
      const answer = await call(
        `by-slug ${slug}`,
        { path: '/pages/content/by-slug', params: { locale, slug } },
        itemAnswerSchema,
      );
      return answer.data;
    },

    /** GET /pages/content/sitemap: published, current items of a locale with their alternates. */
    async sitemap(locale: Locale): Promise<SitemapEntry[]> {
      const answer = await call(
        'sitemap',
        { path: '/pages/content/sitemap', params: { locale } },
        sitemapAnswerSchema,
      );
      return answer.data;
    },

    /** The categories with their name in the locale (facets of the search page). */
    async categories(locale: Locale): Promise<Category[]> {
      const rows = await call(
        'categories',
        {
          path: '/items/categorie',
          params: {
            fields: 'id,codice,translations.languages_code,translations.nome',
            sort: 'codice',
            limit: -1,
          },
        },
        z.object({ data: z.array(categoryRowSchema) }),
      );
      return rows.data.map((row) => ({
        id: row.id,
        codice: row.codice,
        nome:
          row.translations.find((t) => t.languages_code === locale)?.nome ??
          row.translations.find((t) => t.languages_code === 'it')?.nome ??
          row.codice,
      }));
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
