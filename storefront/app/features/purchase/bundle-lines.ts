import type { CartItemType } from '../../lib/api/shop-types';
import { type CartItem, randomKey } from '../../lib/domain/cart';
import { isStrings } from './tour-lines';

/*
 * The cart lines of the bundle form (features/purchase/BundleForm.tsx), and what the form carries
 * for them and for its script (app/enhance/bundle-form.ts): no React and no design system. Every
 * item of the bundle is a line at its list and bundle price; the shop prices the cart again and
 * applies the bundle prices when the whole set is there.
 */

/** What the form's lines and its script are made of, carried by the form as JSON. */
export interface BundleFormSource {
  /** Every item of the bundle, in its order. */
  items: Array<{
    id: number;
    tipo: CartItemType;
    /** Its name in the page's language: the cart line's. */
    name: string;
    prezzo: number;
    prezzo_combo: number;
    /** Sold for a date: its time is `data_<index>`, its language `lingua_<index>`. */
    dated: boolean;
  }>;
  /** Per dated item, by index: the chosen day's times with their languages, and the tour's. */
  tours: Record<string, { times: Array<{ id: string; languages: string[] }>; languages: string[] }>;
}

/** The form's source from its attribute; null when it is missing or malformed. */
export function parseBundleSource(raw: string | null | undefined): BundleFormSource | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<BundleFormSource>;
    const { items, tours } = value;
    if (
      !Array.isArray(items) ||
      items.length === 0 ||
      !items.every(
        (item) =>
          Number.isSafeInteger(item?.id) &&
          typeof item.tipo === 'string' &&
          typeof item.name === 'string' &&
          Number.isSafeInteger(item.prezzo) &&
          Number.isSafeInteger(item.prezzo_combo) &&
          typeof item.dated === 'boolean',
      ) ||
      typeof tours !== 'object' ||
      tours === null ||
      !Object.values(tours).every(
        (tour) =>
          isStrings(tour?.languages) &&
          Array.isArray(tour.times) &&
          tour.times.every((time) => typeof time?.id === 'string' && isStrings(time.languages)),
      )
    )
      return null;
    return value as BundleFormSource;
  } catch {
    return null;
  }
}

/** The indexes of the dated items whose day is not chosen yet: no times of theirs in `data`. */
export function undatedItems(source: BundleFormSource): number[] {
  return source.items.flatMap((item, index) =>
    item.dated && !Object.hasOwn(source.tours, String(index)) ? [index] : [],
  );
}

/** The cart lines of a valid form: every item, each with its time and language when dated. */
export function bundleLines(source: BundleFormSource, data: FormData): CartItem[] {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' && value ? value : null;
  };
  return source.items.map((item, index) => ({
    key: randomKey(),
    id: item.id,
    tipo: item.tipo,
    dettaglio: item.name,
    prezzo: item.prezzo,
    prezzo_combo: item.prezzo_combo,
    quantita: 1,
    ...(item.dated ? { data: text(`data_${index}`), lingua: text(`lingua_${index}`) } : {}),
  }));
}
