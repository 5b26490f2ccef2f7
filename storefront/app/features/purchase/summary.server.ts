import sanitizeHtml from 'sanitize-html';
import type { ContentClient, ContentItem, Image } from '../../lib/api/content';
import type { Listino } from '../../lib/api/product';
import { isNotFound } from '../../lib/api/transport';
import type { Locale } from '../../lib/i18n/config';
import { type SummaryData, type SummaryPrice, nameIn } from './summary';

/*
 * What a purchase page shows about the product beside the choice, read on the server: the
 * content item the product belongs to (picture, texts, place, duration, languages) and the
 * shop's price list (the price of each rate). Prices come from the shop only.
 */

/** The content type of the item a purchase route sells. */
export function contentTypeOf(tipo: string): 'prodotti' | 'visite_guidate' | 'appuntamenti' {
  if (tipo === 'visite_guidate' || tipo === 'appuntamenti') return tipo;
  return 'prodotti';
}

/** The text of CMS rich text, on one line: tags dropped, entities decoded, blocks spaced. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|div|blockquote|td|th)>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

type PriceList = Pick<Listino, 'nome' | 'prezzo' | 'prezzo_gruppo' | 'soglia_gruppo' | 'tariffe'>;

/** The prices of a price list: each rate (or the product's own price) with its group price. */
export function pricesOf(list: PriceList, locale: Locale): SummaryPrice[] {
  if (list.tariffe.length === 0)
    return [
      {
        id: 'prezzo',
        name: null,
        cents: list.prezzo,
        groupCents: list.prezzo_gruppo ?? null,
        groupFrom: list.soglia_gruppo ?? null,
      },
    ];
  return list.tariffe.map((rate) => ({
    id: rate.codice,
    name: nameIn(rate.nome, locale) || rate.codice,
    cents: rate.prezzo,
    groupCents: rate.prezzo_gruppo ?? null,
    groupFrom: rate.soglia_gruppo ?? null,
  }));
}

/** The one duration (minutes) of an item's dated occurrences, when they all last the same. */
function durationOf(item: ContentItem): number | null {
  const minutes = new Set(
    [...item.date_visite_guidate, ...item.date_appuntamenti]
      .map((date) => date.durata_minuti)
      .filter((value): value is number => typeof value === 'number' && value > 0),
  );
  return minutes.size === 1 ? [...minutes][0]! : null;
}

function placeOf(item: ContentItem): SummaryData['place'] {
  const place = item.luogo;
  if (!place?.nome) return null;
  // A place named by its street ("Piazza San Carlo") does not say it twice.
  const road = place.indirizzo && place.indirizzo !== place.nome ? place.indirizzo : null;
  const street = [road, [place.cap, place.citta].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return { name: place.nome, address: street || null };
}

/** The summary from the content item, or from the price list alone when there is none. */
export function summaryOf(
  list: PriceList,
  item: ContentItem | null,
  locale: Locale,
  type: SummaryData['type'],
): SummaryData {
  return {
    type,
    title: item?.titolo || nameIn(list.nome, locale),
    subtitle: item?.sottotitolo || null,
    description: plainText(item?.descrizione) || null,
    cover: (item?.cover as Image | null | undefined) ?? null,
    place: item ? placeOf(item) : null,
    durationMinutes: item ? durationOf(item) : null,
    validityDays: item?.durata_giorni ?? null,
    languages: (item?.lingue ?? '')
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean),
    href: item && !item.translation_missing ? item.url : null,
    prices: pricesOf(list, locale),
    included: [],
  };
}

/**
 * The content item a product belongs to; null when the content service has none (the page then
 * shows the shop's name and prices) or cannot answer (logged: the purchase still works).
 */
export async function contentItemOf(
  content: ContentClient,
  locale: Locale,
  type: string,
  id: number,
): Promise<ContentItem | null> {
  try {
    return await content.item(locale, type, id);
  } catch (error) {
    if (!isNotFound(error)) console.error(`Purchase summary: content ${type}/${id}`, error);
    return null;
  }
}

/** The summary of a product of the shop's price list, with its content item. */
export async function loadSummary(
  content: ContentClient,
  locale: Locale,
  list: Listino,
): Promise<SummaryData> {
  const type = contentTypeOf(list.tipo);
  const item = await contentItemOf(content, locale, type, list.id);
  return summaryOf(list, item, locale, type);
}
