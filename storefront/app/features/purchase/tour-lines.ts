import type { Listino } from '../../lib/api/product';
import { type CartItem, randomKey } from '../../lib/domain/cart';
import type { Places } from '../../lib/domain/places';
import { MAX_QUANTITY, NO_AGREEMENT } from './product-lines';

/*
 * The cart lines of the guided tour form (features/purchase/TourForm.tsx), and what the form
 * carries for them and for its script (app/enhance/tour-form.ts): no React and no design system,
 * so that the script stays small. The lines' prices are the page's; the shop prices the cart again.
 */

/** The form's values (checked by tour.schemas.ts). */
export interface TourValues {
  /** The chosen time's slot key, yyyyMMddHHmm. */
  data: string;
  lingua: string;
  tariffa: string;
  convenzione: string;
  accessorio: string[];
  quantita: number;
}

/** What the form's lines and its script are made of, carried by the form as JSON. */
export interface TourFormSource {
  id: number;
  /** The tour's name in the page's language: the cart line's. */
  name: string;
  price: number;
  /** Price of each rate and of each extra, by code. */
  rates: Record<string, number>;
  extras: Record<string, number>;
  /** The chosen day's times: their languages (none: the tour's) and places. */
  times: Array<{ id: string; languages: string[]; places: Places }>;
  /** The tour's languages, for a time that does not name its own. */
  languages: string[];
  /** Where the tour's places are read again while the page is open. */
  placesUrl: string;
}

/** The form's source for a tour and the chosen day's times. */
export function tourSourceOf(
  product: Listino,
  name: string,
  times: TourFormSource['times'],
  languages: string[],
  placesUrl: string,
): TourFormSource {
  return {
    id: product.id,
    name,
    price: product.prezzo,
    rates: Object.fromEntries(product.tariffe.map((rate) => [rate.codice, rate.prezzo])),
    extras: Object.fromEntries(product.accessori.map((extra) => [extra.codice, extra.prezzo])),
    times: times.map(({ id, languages: own, places }) => ({ id, languages: own, places })),
    languages,
    placesUrl,
  };
}

const isPrices = (value: unknown): value is Record<string, number> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((price) => Number.isSafeInteger(price));

/** A list of strings (a form source's languages). */
export const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The form's source from its attribute; null when it is missing or malformed. */
export function parseTourSource(raw: string | null | undefined): TourFormSource | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TourFormSource>;
    const times = value.times;
    if (
      !Number.isSafeInteger(value.id) ||
      typeof value.name !== 'string' ||
      !Number.isSafeInteger(value.price) ||
      !isPrices(value.rates) ||
      !isPrices(value.extras) ||
      !isStrings(value.languages) ||
      typeof value.placesUrl !== 'string' ||
      !Array.isArray(times) ||
      !times.every(
        (time) =>
          typeof time?.id === 'string' &&
          isStrings(time.languages) &&
          (time.places === null || Number.isSafeInteger(time.places)),
      )
    )
      return null;
    return value as TourFormSource;
  } catch {
    return null;
  }
}

/** The languages a time is held in: its own, or the tour's when it names none. */
export function languagesOf(
  time: { languages: readonly string[] } | undefined,
  tourLanguages: readonly string[],
): string[] {
  if (!time) return [];
  return time.languages.length > 0 ? [...time.languages] : [...tourLanguages];
}

/** The form's values from what it sends (FormData's entries). */
export function tourValuesOf(data: FormData): TourValues {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const agreement = text('convenzione');
  return {
    data: text('data'),
    lingua: text('lingua'),
    tariffa: text('tariffa'),
    convenzione: agreement === NO_AGREEMENT ? '' : agreement,
    accessorio: data.getAll('accessorio').filter((value) => typeof value === 'string'),
    quantita: Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(Number(text('quantita'))) || 1)),
  };
}

/** The cart lines of a valid form: one per person, each at its rate's price plus the extras. */
export function tourLines(source: TourFormSource, values: TourValues): CartItem[] {
  const rate = source.rates[values.tariffa];
  const extras = values.accessorio.reduce((sum, code) => sum + (source.extras[code] ?? 0), 0);
  const unit = (rate ?? source.price) + extras;
  return Array.from({ length: values.quantita }, () => ({
    key: randomKey(),
    id: source.id,
    tipo: 'visite_guidate',
    dettaglio: source.name,
    prezzo: unit,
    quantita: 1,
    data: values.data,
    tariffa: values.tariffa || null,
    accessorio: values.accessorio,
    convenzione: values.convenzione || null,
    lingua: values.lingua,
  }));
}
