// The shapes the content API answers for an item: the list shape of search results and the
// detail shape of one item, with its translations, dates, category, place and links.
import { weekdayOpenFields } from '@city/calendar';
import { dateKindOf, singleDatedTypes, singleDatesField } from '@city/content-types';
import type { Knex } from 'knex';
import { isPast } from '../dates';
import type { Row } from '../hook-api';
import { loadImages, loadItems, type LoadedItems } from './load';
import {
  isoDate,
  isoDateTime,
  localized,
  locales,
  num,
  parseJson,
  urlOf,
  wallDateTime,
} from './values';

export interface Translation {
  languages_code: string;
  titolo: string | null;
  slug: string | null;
  url: string | null;
  sottotitolo: string | null;
  descrizione: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

const dateEntryFields = [
  'ricorrenza',
  'data_inizio',
  'data_fine',
  'inizio_ricorrenza',
  'fine_ricorrenza',
  ...weekdayOpenFields,
  'ogni',
  'numero_giorno',
  'settimana',
  'mesi_esclusi',
  'usa_orari_sede',
  'data_inizio_orari_sede',
  'data_fine_orari_sede',
] as const;

function shapeEntry(r: Row): Row {
  const out: Row = { id: r['id'] };
  for (const f of dateEntryFields) out[f] = r[f] ?? null;
  out['data_inizio'] = wallDateTime(r['data_inizio']);
  out['data_fine'] = wallDateTime(r['data_fine']);
  out['inizio_ricorrenza'] = isoDate(r['inizio_ricorrenza']);
  out['fine_ricorrenza'] = isoDate(r['fine_ricorrenza']);
  out['data_inizio_orari_sede'] = isoDate(r['data_inizio_orari_sede']);
  out['data_fine_orari_sede'] = isoDate(r['data_fine_orari_sede']);
  out['mesi_esclusi'] = parseJson(r['mesi_esclusi']) ?? [];
  out['usa_orari_sede'] = r['usa_orari_sede'] === true || r['usa_orari_sede'] === 1;
  out['numero_giorno'] = num(r['numero_giorno']);
  return out;
}

function shapeSingle(r: Row): Row {
  return {
    id: r['id'],
    data: wallDateTime(r['data']),
    durata_minuti: num(r['durata_minuti']),
    lingua: r['lingua'] ?? null,
    capienza: num(r['capienza']),
    prenotati: num(r['prenotati']) ?? 0,
    stato: r['stato'] ?? 'aperto',
  };
}

/** The translations of an item in the site's locale order, each with its site path. */
function shapeTranslations(list: Row[]): Translation[] {
  return locales
    .map((l) => list.find((t) => t['languages_code'] === l))
    .filter((t): t is Row => Boolean(t))
    .map((t) => ({
      languages_code: String(t['languages_code']),
      titolo: (t['titolo'] as string) ?? null,
      slug: (t['slug'] as string) ?? null,
      url: urlOf(String(t['languages_code']), t['slug']),
      sottotitolo: (t['sottotitolo'] as string) ?? null,
      descrizione: (t['descrizione'] as string) ?? null,
      seo_title: (t['seo_title'] as string) ?? null,
      seo_description: (t['seo_description'] as string) ?? null,
    }));
}

/** The translation of a locale, else the Italian one (or the first) marked as missing. */
export function pickTranslation(
  list: Translation[],
  locale: string,
): { t: Translation | null; missing: boolean } {
  const exact = list.find((t) => t.languages_code === locale);
  if (exact) return { t: exact, missing: false };
  return { t: list.find((t) => t.languages_code === 'it') ?? list[0] ?? null, missing: true };
}

function shapeCategory(c: Row | undefined, locale: string) {
  if (!c) return null;
  return { id: Number(c['id']), codice: String(c['codice']), nome: localized(c['nome'], locale) };
}

/** The dates of an item as its type keeps them: date entries, single dates or none. */
function datesOf(loaded: LoadedItems, id: number, tipo: string): Row[] {
  const kind = dateKindOf(tipo);
  if (kind === 'entries') return (loaded.entries.get(id) ?? []).map(shapeEntry);
  if (kind === 'singles') return (loaded.singles.get(id) ?? []).map(shapeSingle);
  return [];
}

/** What the list and the detail shapes share: type, translation, cover, category, dates. */
function shapeCommon(loaded: LoadedItems, id: number, locale: string) {
  const r = loaded.rows.get(id)!;
  const translations = shapeTranslations(loaded.translations.get(id) ?? []);
  const { t, missing } = pickTranslation(translations, locale);
  const place = loaded.places.get(Number(r['luogo']));
  const category = shapeCategory(loaded.categories.get(Number(r['categoria'])), locale);
  const cover = loaded.images.get(String(r['cover'])) ?? null;
  return { r, tipo: String(r['tipo']), translations, t, missing, place, category, cover };
}

/** The list shape of search results. */
export function shapeListItem(loaded: LoadedItems, id: number, locale: string, now: number) {
  const { r, tipo, t, missing, place, category, cover } = shapeCommon(loaded, id, locale);
  return {
    tipo,
    id,
    titolo: t?.titolo ?? null,
    sottotitolo: t?.sottotitolo ?? null,
    slug: t?.slug ?? null,
    url: missing ? null : (t?.url ?? null),
    translation_missing: missing,
    cover,
    categoria: category,
    luogo: place ? { nome: place['nome'] ?? null, citta: place['citta'] ?? null } : null,
    prezzo: num(r['prezzo']),
    next_date: isoDate(r['next_date']),
    last_date: isoDate(r['last_date']),
    past: isPast(r['last_date'], now),
    date: datesOf(loaded, id, tipo),
  };
}

const typeSpecific = [
  'parent',
  'prefooter',
  'tipo_prodotto',
  'durata_giorni',
  'lingue',
  'organizzatore',
  'telefono',
  'email',
  'sito',
  'fascia_prezzo',
  'url',
  'operatore',
] as const;

function shapePlace(place: Row | undefined) {
  if (!place) return null;
  return {
    nome: place['nome'] ?? null,
    indirizzo: place['indirizzo'] ?? null,
    citta: place['citta'] ?? null,
    cap: place['cap'] ?? null,
    lat: num(place['lat']),
    lng: num(place['lng']),
  };
}

/** The dates of the detail shape: entries in `date`, single dates in their type's field. */
function detailDates(loaded: LoadedItems, id: number, tipo: string): Row {
  const dates = datesOf(loaded, id, tipo);
  const out: Row = { date: dateKindOf(tipo) === 'entries' ? dates : [] };
  for (const type of singleDatedTypes) out[singleDatesField(type)] = tipo === type ? dates : [];
  return out;
}

/** The detail shape of one item, with every translation. */
export async function shapeDetail(
  db: Knex,
  loaded: LoadedItems,
  id: number,
  locale: string,
  now: number,
) {
  const common = shapeCommon(loaded, id, locale);
  const { r, tipo, t, missing } = common;
  const out: Row = {
    tipo,
    id,
    status: r['status'],
    titolo: t?.titolo ?? null,
    sottotitolo: t?.sottotitolo ?? null,
    descrizione: t?.descrizione ?? null,
    seo_title: t?.seo_title ?? null,
    seo_description: t?.seo_description ?? null,
    slug: t?.slug ?? null,
    url: missing ? null : (t?.url ?? null),
    translation_missing: missing,
    translations: common.translations,
    cover: common.cover,
    categoria: common.category,
    luogo: shapePlace(common.place),
    prezzo: num(r['prezzo']),
    prezzo_gruppo: num(r['prezzo_gruppo']),
    prezzo_combo: num(r['prezzo_combo']),
    ...detailDates(loaded, id, tipo),
    next_date: isoDate(r['next_date']),
    last_date: isoDate(r['last_date']),
    past: isPast(r['last_date'], now),
    date_updated: isoDateTime(r['date_updated']),
  };
  for (const f of typeSpecific) if (r[f] != null) out[f] = r[f];
  if (r['data_pubblicazione'] != null) out['data_pubblicazione'] = isoDate(r['data_pubblicazione']);
  return { ...out, ...(await linkTargets(db, r, locale)) };
}

/** What a link item points to: the file of `link_file`, the published operator of `link_operatore`. */
async function linkTargets(db: Knex, r: Row, locale: string): Promise<Row> {
  const tipo = String(r['tipo']);
  if (tipo === 'link_file' && r['file']) {
    const files = await loadImages(db, [r['file']]);
    const file = files.get(String(r['file']));
    return { file: file ? { ...file, url: `/assets/${file.id}` } : null };
  }
  if (tipo === 'link_operatore' && r['operatore'] != null) {
    const operatorId = Number(r['operatore']);
    const op = await loadItems(db, [operatorId], { withDates: false });
    const opRow = op.rows.get(operatorId);
    if (!opRow || opRow['status'] !== 'published') return { operatore: null };
    const ot = pickTranslation(shapeTranslations(op.translations.get(operatorId) ?? []), locale).t;
    return {
      operatore: {
        id: Number(opRow['id']),
        tipo: opRow['tipo'],
        titolo: ot?.titolo ?? null,
        url: ot?.url ?? null,
      },
    };
  }
  return {};
}
