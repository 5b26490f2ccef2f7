// GET /pages/content/part/footer: the site footer in one answer, with the pre-footer cards of the
// section asked for, the link columns, sponsors, logos and social links in the visitor's locale.
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Row } from './hook-api';
import { loadImages, type Image } from './items/load';
import { localized, locales, urlOf } from './items/values';
import { localeSchema, parse } from './query';

const prefooters = ['visita', 'convention', 'trade', 'scuole'] as const;
type Prefooter = (typeof prefooters)[number];

const footerSchema = z
  .object({
    locale: localeSchema,
    prefooter: z.enum(prefooters).default('visita'),
  })
  .strict();

/** What the parts of the footer are built from: its entries, their images and page links. */
interface FooterSource {
  locale: string;
  voci: Row[];
  images: Map<string, Image>;
  pageUrl: (id: unknown) => { id: number; url: string | null } | null;
}

/** The published pages the entries link to, as `{ id, url }` in the locale (else Italian). */
async function pageLinks(db: Knex, voci: Row[], locale: string) {
  const pageIds = [...new Set(voci.map((v) => v['pagina']).filter((v) => v != null))] as number[];
  const pageRows: Row[] = pageIds.length
    ? await db('contenuti_translations as t')
        .join('contenuti as c', 'c.id', 't.contenuti_id')
        .select('t.contenuti_id', 't.languages_code', 't.slug')
        .whereIn('t.contenuti_id', pageIds)
        .where('c.status', 'published')
    : [];
  return (id: unknown) => {
    if (id == null) return null;
    const rows = pageRows.filter((r) => Number(r['contenuti_id']) === Number(id));
    const r =
      rows.find((x) => x['languages_code'] === locale) ??
      rows.find((x) => x['languages_code'] === 'it');
    return r ? { id: Number(id), url: urlOf(String(r['languages_code']), r['slug']) } : null;
  };
}

/** The `{ locale: { key: text } }` texts of an entry. */
function texts(v: Row): Record<string, Record<string, string>> {
  const raw = v['testi'];
  const obj = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Record<
    string,
    Record<string, string>
  > | null;
  return obj ?? {};
}

const textTranslations = (v: Row, keys: string[]) =>
  locales
    .filter((l) => texts(v)[l])
    .map((l) => ({
      languages_code: l,
      ...Object.fromEntries(keys.map((k) => [k, texts(v)[l]?.[k] ?? null])),
    }));

const text = (v: Row, key: string, locale: string) =>
  texts(v)[locale]?.[key] ?? texts(v)['it']?.[key] ?? null;

function socialLinks({ voci }: FooterSource) {
  return voci
    .filter((v) => v['lista'] === 'social')
    .map((v) => ({ link: v['link'] ?? null, icon: v['icon'] ?? null }));
}

/** The pre-footer cards of one section, each with a call to action or the social links. */
function cards(source: FooterSource, gruppo: string) {
  const { voci, images, pageUrl, locale } = source;
  const social = socialLinks(source);
  return voci
    .filter((v) => v['lista'] === 'card' && v['gruppo'] === gruppo)
    .map((v) => {
      const tipologia = v['tipologia'] === 'social' ? 'social' : 'cta';
      const page = pageUrl(v['pagina']);
      const link = (v['link'] as string) ?? null;
      const ctaUrl = page?.url ?? link;
      return {
        id: Number(v['id']),
        cover: images.get(String(v['immagine'])) ?? null,
        translations: textTranslations(v, ['titolo', 'sottotitolo']),
        titolo: text(v, 'titolo', locale),
        sottotitolo: text(v, 'sottotitolo', locale),
        tipologia_link: tipologia,
        cta:
          tipologia === 'cta' && ctaUrl
            ? {
                etichetta: text(v, 'cta_etichetta', locale),
                url: ctaUrl,
                esterno: !page && /^https?:/.test(link ?? ''),
              }
            : null,
        social: tipologia === 'social' ? social : [],
      };
    });
}

/** The links of one footer column: internal pages, external links or plain text. */
function column({ voci, pageUrl, locale }: FooterSource, n: number) {
  return voci
    .filter((v) => v['lista'] === 'colonna' && Number(v['colonna']) === n)
    .map((v) => ({
      translations: textTranslations(v, ['etichetta']),
      etichetta: text(v, 'etichetta', locale),
      tipologia:
        v['tipologia'] === 'esterno' || v['tipologia'] === 'testo' ? v['tipologia'] : 'interno',
      pagina: v['tipologia'] === 'interno' || v['tipologia'] == null ? pageUrl(v['pagina']) : null,
      link_esterno: v['tipologia'] === 'esterno' ? (v['link'] ?? null) : null,
    }));
}

/** The sub-cards of the section (logos linking to a page or outside), sponsors and logos. */
function logoLists({ voci, images, pageUrl }: FooterSource, prefooter: Prefooter) {
  const subcard = voci
    .filter((v) => v['lista'] === 'subcard' && (v['gruppo'] ?? 'visita') === prefooter)
    .map((v) => ({
      footer_subcard_id: {
        id: Number(v['id']),
        tipologia: v['tipologia'] === 'link_interno' ? 'link_interno' : 'link_esterno',
        link_interno: v['tipologia'] === 'link_interno' ? pageUrl(v['pagina']) : null,
        link_esterno: v['tipologia'] === 'link_interno' ? null : (v['link'] ?? null),
        logo: images.get(String(v['immagine'])) ?? null,
      },
    }));
  const sponsor = voci
    .filter((v) => v['lista'] === 'sponsor')
    .map((v) => ({
      id: Number(v['id']),
      nome: v['nome'] ?? null,
      link: v['link'] ?? null,
      logo: images.get(String(v['immagine'])) ?? null,
    }));
  const logos = voci
    .filter((v) => v['lista'] === 'logo')
    .map((v) => ({
      link: v['link'] ?? null,
      logo: images.get(String(v['immagine'])) ?? null,
      larghezza_in_footer:
        v['larghezza_in_footer'] == null ? null : Number(v['larghezza_in_footer']),
    }));
  return { subcard, sponsor, logos };
}

export async function footer(db: Knex, query: unknown) {
  const p = parse(footerSchema, query);
  const f: Row = (await db('footer').first()) ?? {};
  const voci: Row[] = await db('footer_voci')
    .select('*')
    .orderBy([
      { column: 'sort', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
  const images = await loadImages(
    db,
    voci.map((v) => v['immagine']),
  );
  const pageUrl = await pageLinks(db, voci, p.locale);
  const source: FooterSource = { locale: p.locale, voci, images, pageUrl };
  const lists = Object.fromEntries(prefooters.map((g) => [g, cards(source, g)])) as Record<
    Prefooter,
    ReturnType<typeof cards>
  >;
  const { subcard, sponsor, logos } = logoLists(source, p.prefooter);
  return {
    footer: {
      prefooter: p.prefooter,
      cards: lists[p.prefooter],
      card: lists.visita,
      card_convention: lists.convention,
      card_trade: lists.trade,
      card_scuole: lists.scuole,
      subcard,
      sponsor,
      colonna_1: column(source, 1),
      colonna_2: column(source, 2),
      colonna_3: column(source, 3),
      colonna_4: column(source, 4),
      colonna_5: logos,
      social: socialLinks(source),
      translations: locales.map((l) => ({
        languages_code: l,
        sponsor: localized(f['sponsor'], l),
        fine_pagina: localized(f['fine_pagina'], l),
      })),
      sponsor_titolo: localized(f['sponsor'], p.locale),
      fine_pagina: localized(f['fine_pagina'], p.locale),
    },
  };
}
