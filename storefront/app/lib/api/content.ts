import { createDirectus, customEndpoint, readItems, rest, staticToken } from '@directus/sdk';
import { z } from 'zod';
import type { Locale } from '../i18n/config';

/*
 * Client of the content service (Directus + the `content` extension at `/pages`, backend/SCHEMA.md).
 * Used by route loaders on the server only. Every answer is parsed with zod so that a change of
 * shape fails loudly here instead of half-rendering a page.
 */

export const contentTypes = [
  'pagine',
  'risorse',
  'attivita',
  'pacchetti',
  'eventi',
  'spettacoli',
  'visite_guidate',
  'appuntamenti',
  'prodotti',
  'operatori_outdoor',
  'operatori_incoming',
  'news_convention',
] as const;
export type ContentType = (typeof contentTypes)[number];

export const imageSchema = z.object({
  id: z.string(),
  title: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  blurhash: z.string().nullish(),
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

/** A failed call to the content service: status code, status text and the answer's data. */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ContentError';
  }
}

export interface ContentClientOptions {
  /** Base address of the content service. */
  url: string;
  /** Bearer token: the storefront's static token, or a signed-in user's token. */
  token?: string | undefined;
  /** Replaces the global fetch (tests). */
  fetch?: typeof globalThis.fetch;
}

function describe(error: unknown): {
  status: number;
  statusText: string;
  data: unknown;
  message: string;
} {
  if (error && typeof error === 'object' && 'response' in error) {
    const { response, errors, data, message } = error as {
      response?: Response;
      errors?: unknown;
      data?: unknown;
      message?: string;
    };
    return {
      status: response?.status ?? 500,
      statusText: response?.statusText ?? '',
      data: data ?? errors ?? null,
      message: message || `${response?.status ?? ''} ${response?.statusText ?? ''}`.trim(),
    };
  }
  return {
    status: 502,
    statusText: 'Bad Gateway',
    data: null,
    message: error instanceof Error ? error.message : String(error),
  };
}

function clean(params: Record<string, string | number | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') out[k] = String(v);
  return out;
}

/**
 * The SDK unwraps `data` from JSON answers, which would drop `meta` of the search answer: this
 * fetch hands successful JSON answers over wrapped once more, so the client sees them whole.
 */
function wholeAnswers(base: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await base(input, init);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('application/json')) return response;
    const body: unknown = await response.json();
    return Response.json(
      { data: body },
      { status: response.status, statusText: response.statusText, headers: response.headers },
    );
  };
}

export function createContentClient(options: ContentClientOptions) {
  const baseFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let client = createDirectus(options.url, { globals: { fetch: wholeAnswers(baseFetch) } }).with(
    rest(),
  );
  if (options.token) client = client.with(staticToken(options.token));

  async function call<T>(
    what: string,
    command: Parameters<typeof client.request>[0],
    schema: z.ZodType<T>,
  ): Promise<T> {
    let raw: unknown;
    try {
      raw = await client.request(command);
    } catch (error) {
      const info = describe(error);
      console.error(`Content request failed: ${what}`, info.status, info.statusText, info.data);
      throw new ContentError(`${what}: ${info.message}`, info.status, info.statusText, info.data);
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      console.error(`Content answer of unexpected shape: ${what}`, parsed.error.issues);
      throw new ContentError(`${what}: unexpected answer`, 502, 'Bad Gateway', parsed.error.issues);
    }
    return parsed.data;
  }

  return {
    /** GET /pages/content/part/footer: the footer with the pre-footer chosen by section. */
    async footer(locale: Locale, prefooter: Prefooter): Promise<Footer> {
      const answer = await call(
        'footer',
        customEndpoint({ path: '/pages/content/part/footer', params: { locale, prefooter } }),
        footerAnswerSchema,
      );
      return answer.footer;
    },

    /** GET /pages/content/search with facets. */
    search(locale: Locale, query: SearchQuery): Promise<SearchResult> {
      return call(
        'search',
        customEndpoint({
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
        }),
        searchResultSchema,
      );
    },

    /** GET /pages/content/item/:type/:id (with the preview token for drafts). */
    async item(locale: Locale, type: string, id: number, preview?: string): Promise<ContentItem> {
      const answer = await call(
        `item ${type}/${id}`,
        customEndpoint({
          path: `/pages/content/item/${encodeURIComponent(type)}/${id}`,
          params: clean({ locale, preview }),
        }),
        itemAnswerSchema,
      );
      return answer.data;
    },

    /** GET /pages/content/by-slug: the item whose slug (in any locale) is this path. */
    async bySlug(locale: Locale, slug: string): Promise<ContentItem> {
      const answer = await call(
        `by-slug ${slug}`,
        customEndpoint({ path: '/pages/content/by-slug', params: { locale, slug } }),
        itemAnswerSchema,
      );
      return answer.data;
    },

    /** GET /pages/content/sitemap: published, current items of a locale with their alternates. */
    async sitemap(locale: Locale): Promise<SitemapEntry[]> {
      const answer = await call(
        'sitemap',
        customEndpoint({ path: '/pages/content/sitemap', params: { locale } }),
        sitemapAnswerSchema,
      );
      return answer.data;
    },

    /** The categories with their name in the locale (facets of the search page). */
    async categories(locale: Locale): Promise<Category[]> {
      const rows = await call(
        'categories',
        readItems('categorie', {
          fields: ['id', 'codice', 'translations.languages_code', 'translations.nome'],
          sort: ['codice'],
          limit: -1,
        }),
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

/** True when the error is the content service's 404 (unknown type, id or slug). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ContentError && error.status === 404;
}
