// Content model of the site (spec section 3). See SCHEMA.md for the meaning of every field.
//
// Directus 12 without a license key runs on its core entitlements, which allow 25 active
// collections for the whole project. The content model therefore keeps every content type in
// one collection, `contenuti`, discriminated by `tipo`, with one translations collection, and
// the footer lists in one collection: 9 collections, leaving the rest to the product API.
import { contentTypes } from '@city/content-types'; // the `tipo` choices, defined once
import {
  collection,
  field,
  m2oRelation,
  merge,
  singleton,
  stringKeyCollection,
} from './helpers.mjs';

const weekdays = ['lunedi', 'martedi', 'mercoledi', 'giovedi', 'venerdi', 'sabato', 'domenica'];
const C = 'contenuti';
const T = 'contenuti_translations';

const base = {
  collections: [
    stringKeyCollection('languages', 'code', { icon: 'translate', note: 'Site languages' }),
    collection('categorie', { icon: 'category', display_template: '{{codice}}' }),
    collection('luoghi', { icon: 'place', display_template: '{{nome}}, {{citta}}' }),
  ],
  fields: [
    field.string('languages', 'language', { length: 64 }),
    field.string('languages', 'domain', { length: 255 }),
    field.string('categorie', 'codice', { length: 64, unique: true }),
    field.json('categorie', 'nome', {
      meta: { note: '{ "it": "...", "en": "...", "fr": "..." }' },
    }),
    field.string('luoghi', 'nome'),
    field.string('luoghi', 'indirizzo'),
    field.string('luoghi', 'citta', { length: 128 }),
    field.string('luoghi', 'cap', { length: 16 }),
    field.float('luoghi', 'lat'),
    field.float('luoghi', 'lng'),
    // blurhash of every image, computed at upload by the content extension's hook and at seed time
    {
      collection: 'directus_files',
      field: 'blurhash',
      type: 'string',
      meta: { interface: 'input', readonly: true, note: 'Computed at upload' },
      schema: { max_length: 64 },
    },
  ],
  relations: [],
};

const contenuti = {
  collections: [
    collection(C, {
      icon: 'article',
      note: 'Every content type of the site; tipo says which',
      archive_field: 'status',
      archive_value: 'archived',
      unarchive_value: 'draft',
      // the Italian title (display of `translations`, schema/editors.mjs) and the type
      display_template: '{{translations}} · {{tipo}}',
      // live preview: the content extension's /pages/preview redirects to the storefront's
      // /{locale}/preview/{type}/{id}?token=… in the editor's language of the admin app
      preview_url: '/pages/preview/{{tipo}}/{{id}}?token={{preview_token}}',
      // revisions of every change, with who made it (kept 30 days in the core tier, README)
      versioning: false,
    }),
    collection(T, { hidden: true, icon: 'import_export' }),
  ],
  fields: [
    field.select(C, 'tipo', contentTypes, {
      required: true,
      indexed: true,
      meta: { width: 'half', required: true },
    }),
    field.status(C),
    field.file(C, 'cover'),
    field.m2o(C, 'categoria'),
    field.m2o(C, 'luogo'),
    field.user(C, 'proprietario', { meta: { note: 'Operator or organiser who owns the listing' } }),
    field.string(C, 'preview_token', {
      length: 64,
      meta: { note: 'Opens /preview/... of this item while it is a draft' },
    }),
    // prices in euro cents
    field.integer(C, 'prezzo', { meta: { note: 'euro cents', width: 'third' } }),
    field.integer(C, 'prezzo_gruppo', { meta: { note: 'euro cents', width: 'third' } }),
    field.integer(C, 'prezzo_combo', { meta: { note: 'euro cents', width: 'third' } }),
    // type-specific fields
    field.m2o(C, 'parent', { meta: { note: 'pagine: parent page' } }),
    field.select(C, 'prefooter', ['visita', 'convention', 'trade', 'scuole', 'stampa'], {
      meta: { note: 'pagine' },
    }),
    field.select(C, 'tipo_prodotto', ['carte', 'carte_regalate', 'abbonamenti_athena'], {
      meta: { note: 'prodotti' },
    }),
    field.integer(C, 'durata_giorni', { meta: { note: 'pacchetti' } }),
    field.string(C, 'lingue', { length: 32, meta: { note: 'visite_guidate: csv of it,en,fr' } }),
    field.string(C, 'organizzatore', { meta: { note: 'eventi' } }),
    field.string(C, 'telefono', { length: 64 }),
    field.string(C, 'email'),
    field.string(C, 'sito'),
    field.select(C, 'fascia_prezzo', ['€', '€€', '€€€', '€€€€'], { meta: { note: 'ristoranti' } }),
    field.date(C, 'data_pubblicazione', { meta: { note: 'news_convention' } }),
    field.string(C, 'url', { length: 1024, meta: { note: 'link_esterni' } }),
    field.file(C, 'file', { image: false, meta: { note: 'link_file' } }),
    field.m2o(C, 'operatore', { meta: { note: 'link_operatore: the operator listing' } }),
    // kept by the content extension's hook from the date entries (spec section 4, past content)
    field.date(C, 'first_date', { meta: { readonly: true, hidden: true } }),
    field.date(C, 'next_date', {
      meta: { readonly: true, note: 'Next occurrence (kept by the pages hook)' },
    }),
    field.date(C, 'last_date', {
      meta: { readonly: true, note: 'Last day of the last date entry' },
    }),
    field.date(C, 'sort_date', {
      meta: { readonly: true, hidden: true, note: 'next_date, or 2033-12-31' },
    }),
    field.userCreated(C),
    field.dateCreated(C),
    field.userUpdated(C),
    field.dateUpdated(C),
    field.alias(C, 'translations', 'translations', 'translations', {
      meta: { options: { languageField: 'language' } },
    }),
    // translations
    field.m2o(T, 'contenuti_id', { meta: { hidden: true } }),
    field.m2o(T, 'languages_code', { type: 'string', meta: { hidden: true } }),
    field.string(T, 'titolo', { meta: { required: true } }),
    field.string(T, 'slug', {
      length: 255,
      meta: { note: 'Whole path without the locale prefix, e.g. visita/pianifica-la-tua-visita' },
    }),
    field.string(T, 'sottotitolo'),
    field.text(T, 'descrizione', { html: true }),
    field.string(T, 'seo_title'),
    field.text(T, 'seo_description'),
    field.text(T, 'search_text', {
      meta: { hidden: true, readonly: true, note: 'Kept by the pages hook' },
    }),
  ],
  relations: [
    m2oRelation(C, 'cover', 'directus_files'),
    m2oRelation(C, 'file', 'directus_files'),
    m2oRelation(C, 'categoria', 'categorie'),
    m2oRelation(C, 'luogo', 'luoghi'),
    m2oRelation(C, 'proprietario', 'directus_users'),
    m2oRelation(C, 'parent', C),
    m2oRelation(C, 'operatore', C),
    m2oRelation(C, 'user_created', 'directus_users'),
    m2oRelation(C, 'user_updated', 'directus_users'),
    {
      collection: T,
      field: 'languages_code',
      related_collection: 'languages',
      meta: {
        one_field: null,
        junction_field: 'contenuti_id',
        sort_field: null,
        one_deselect_action: 'nullify',
      },
      schema: { on_delete: 'SET NULL' },
    },
    {
      collection: T,
      field: 'contenuti_id',
      related_collection: C,
      meta: {
        one_field: 'translations',
        junction_field: 'languages_code',
        sort_field: null,
        one_deselect_action: 'delete',
      },
      schema: { on_delete: 'CASCADE' },
    },
  ],
};

const dates = {
  collections: [
    collection('date', { icon: 'calendar_month', hidden: true }),
    collection('date_puntuali', { icon: 'calendar_today', hidden: true, sort_field: 'data' }),
  ],
  fields: [
    field.m2o('date', 'contenuto'),
    field.select('date', 'ricorrenza', ['mai', 'giornaliera', 'settimanale', 'mensile'], {
      default: 'mai',
      required: true,
    }),
    field.dateTime('date', 'data_inizio'),
    field.dateTime('date', 'data_fine'),
    field.date('date', 'inizio_ricorrenza'),
    field.date('date', 'fine_ricorrenza'),
    ...weekdays.map((d) =>
      field.string('date', `${d}_aperto`, { length: 64, meta: { note: '09:00-18:00 or chiuso' } }),
    ),
    field.select('date', 'ogni', ['numero', 'primo', 'secondo', 'terzo', 'quarto', 'ultimo']),
    field.integer('date', 'numero_giorno'),
    field.select('date', 'settimana', weekdays),
    field.json('date', 'mesi_esclusi'),
    field.boolean('date', 'usa_orari_sede'),
    field.date('date', 'data_inizio_orari_sede'),
    field.date('date', 'data_fine_orari_sede'),
    field.alias(C, 'date', 'o2m', 'list-o2m', { meta: { note: 'eventi, attivita: date entries' } }),
    field.m2o('date_puntuali', 'contenuto'),
    field.dateTime('date_puntuali', 'data', { indexed: true, meta: { required: true } }),
    field.integer('date_puntuali', 'durata_minuti', { default: 60 }),
    field.string('date_puntuali', 'lingua', { length: 8 }),
    field.integer('date_puntuali', 'capienza', {
      meta: { note: 'places of the date (null = unlimited)' },
    }),
    field.alias(C, 'date_puntuali', 'o2m', 'list-o2m', {
      meta: { note: 'spettacoli, visite_guidate, appuntamenti: dates' },
    }),
  ],
  relations: [
    m2oRelation('date', 'contenuto', C, { onDelete: 'CASCADE', oneField: 'date' }),
    m2oRelation('date_puntuali', 'contenuto', C, {
      onDelete: 'CASCADE',
      oneField: 'date_puntuali',
      sortField: null,
    }),
  ],
};

const footer = {
  collections: [
    singleton('footer', { icon: 'view_agenda' }),
    collection('footer_voci', { icon: 'view_list', hidden: true, sort_field: 'sort' }),
  ],
  fields: [
    field.json('footer', 'sponsor', {
      meta: { note: 'Sponsor heading: { "it": "...", "en": "...", "fr": "..." }' },
    }),
    field.json('footer', 'fine_pagina', {
      meta: { note: 'End-of-page HTML: { "it": "...", "en": "...", "fr": "..." }' },
    }),
    field.alias('footer', 'voci', 'o2m', 'list-o2m'),
    field.m2o('footer_voci', 'footer', { meta: { hidden: true } }),
    field.sort('footer_voci'),
    field.select(
      'footer_voci',
      'lista',
      ['card', 'subcard', 'sponsor', 'colonna', 'logo', 'social'],
      { required: true, indexed: true },
    ),
    field.select('footer_voci', 'gruppo', ['visita', 'convention', 'trade', 'scuole'], {
      meta: { note: 'card, subcard: pre-footer' },
    }),
    field.integer('footer_voci', 'colonna', { meta: { note: 'colonna: 1-4' } }),
    field.string('footer_voci', 'tipologia', {
      length: 32,
      meta: {
        note: 'card: cta|social; subcard: link_interno|link_esterno; colonna: interno|esterno|testo',
      },
    }),
    field.m2o('footer_voci', 'pagina'),
    field.string('footer_voci', 'link', { length: 1024 }),
    field.file('footer_voci', 'immagine', { meta: { note: 'card cover or logo' } }),
    field.integer('footer_voci', 'larghezza_in_footer'),
    field.select('footer_voci', 'icon', [
      'facebook',
      'twitter',
      'instagram',
      'tiktok',
      'youtube',
      'linkedin',
    ]),
    field.string('footer_voci', 'nome'),
    field.json('footer_voci', 'testi', {
      meta: {
        note: '{ "it": { "titolo", "sottotitolo", "cta_etichetta", "etichetta" }, "en": {...}, "fr": {...} }',
      },
    }),
  ],
  relations: [
    m2oRelation('footer_voci', 'footer', 'footer', {
      onDelete: 'CASCADE',
      oneField: 'voci',
      sortField: 'sort',
    }),
    m2oRelation('footer_voci', 'pagina', C),
    m2oRelation('footer_voci', 'immagine', 'directus_files'),
  ],
};

export default merge(base, contenuti, dates, footer);
