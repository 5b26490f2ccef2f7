// The editors' workspace in the admin app: how the one `contenuti` collection shows each content
// type as if it had its own form. Groups in reading order (content, dates, place, media, sale
// settings, SEO and links), conditions that hide the fields an item's type does not use, field
// names in Italian, English and French, notes and choices through translation strings
// (`$t:citta.*`, rows of directus_translations written by scripts/lib/editors.mjs), and the
// rules the app checks before saving. The publishing rules the API itself enforces (an Italian
// title, a date, alt text of the cover) are in extensions/content/src/publishing.
//
// Applied after the other modules (scripts/build-snapshot.mjs): `fields` creates the group
// fields and the date-time of scheduled publishing, `fieldMeta` then sets the metadata of every
// field of contenuti, including those the product API adds (schema/commerce.mjs).
import { contentTypes } from '@city/content-types';

export const after = ['content', 'commerce'];

const C = 'contenuti';
const T = 'contenuti_translations';

/** Directus' language codes of the admin app, in the order of the site's locales. */
export const appLanguages = { it: 'it-IT', en: 'en-US', fr: 'fr-FR' };

const all = [...contentTypes];
const dated = ['eventi', 'attivita', 'spettacoli', 'visite_guidate', 'appuntamenti'];
const entries = ['eventi', 'attivita'];
const singles = ['spettacoli', 'visite_guidate', 'appuntamenti'];
const operators = ['operatori_outdoor', 'operatori_incoming', 'ristoranti'];
const placed = ['eventi', 'attivita', 'risorse', ...singles, ...operators];
const categorised = [
  'eventi',
  'attivita',
  'risorse',
  'pacchetti',
  ...singles,
  ...operators,
  'news_convention',
];
const selling = ['eventi', 'attivita', 'pacchetti', ...singles, 'prodotti'];
const bookable = ['visite_guidate', 'appuntamenti', 'attivita', 'prodotti'];

/** Types whose item is published only with at least one date (extensions/content publishing). */
export const typesNeedingDates = { entries, singles };

/** Groups of the form, in reading order: [field, it, en, fr, types that use the group]. */
export const groups = [
  ['gruppo_contenuto', 'Contenuto', 'Content', 'Contenu', all],
  ['gruppo_date', 'Date', 'Dates', 'Dates', [...dated, 'pacchetti', 'news_convention']],
  ['gruppo_luogo', 'Luogo e contatti', 'Place and contacts', 'Lieu et contacts', placed],
  ['gruppo_media', 'Immagini e file', 'Images and files', 'Images et fichiers', all],
  ['gruppo_vendita', 'Vendita', 'Sale settings', 'Vente', selling],
  ['gruppo_seo', 'SEO e collegamenti', 'SEO and links', 'SEO et liens', all],
];

/**
 * Every field of contenuti: group (null: outside the groups), types that use it (null: every
 * type), name in it/en/fr, and whether it has a note (the `citta.note.<field>` string).
 * The order is the form's order.
 */
export const contentFields = [
  ['tipo', 'gruppo_contenuto', null, 'Tipo di contenuto', 'Content type', 'Type de contenu'],
  ['status', 'gruppo_contenuto', null, 'Stato', 'Status', 'Statut', true],
  ['pubblica_il', 'gruppo_contenuto', null, 'Pubblica il', 'Publish on', 'Publier le', true],
  ['translations', 'gruppo_contenuto', null, 'Testi', 'Texts', 'Textes', true],
  ['categoria', 'gruppo_contenuto', categorised, 'Categoria', 'Category', 'Catégorie'],
  ['lingue', 'gruppo_contenuto', ['visite_guidate'], 'Lingue', 'Languages', 'Langues', true],
  [
    'proprietario',
    'gruppo_contenuto',
    [...operators, 'appuntamenti', 'eventi'],
    'Proprietario',
    'Owner',
    'Propriétaire',
    true,
  ],
  [
    'date',
    'gruppo_date',
    entries,
    'Date e orari',
    'Dates and opening times',
    'Dates et horaires',
    true,
  ],
  ['date_puntuali', 'gruppo_date', singles, 'Date', 'Dates', 'Dates', true],
  ['next_date', 'gruppo_date', dated, 'Prossima data', 'Next date', 'Prochaine date', true],
  ['last_date', 'gruppo_date', dated, 'Ultima data', 'Last date', 'Dernière date', true],
  [
    'durata_giorni',
    'gruppo_date',
    ['pacchetti'],
    'Durata (giorni)',
    'Length (days)',
    'Durée (jours)',
  ],
  [
    'data_pubblicazione',
    'gruppo_date',
    ['news_convention'],
    'Data della notizia',
    'News date',
    'Date de l’actualité',
  ],
  ['luogo', 'gruppo_luogo', placed, 'Luogo', 'Place', 'Lieu'],
  ['organizzatore', 'gruppo_luogo', ['eventi'], 'Organizzatore', 'Organiser', 'Organisateur'],
  ['telefono', 'gruppo_luogo', operators, 'Telefono', 'Phone', 'Téléphone'],
  ['email', 'gruppo_luogo', operators, 'E-mail', 'E-mail', 'E-mail'],
  ['sito', 'gruppo_luogo', operators, 'Sito web', 'Website', 'Site web', true],
  [
    'fascia_prezzo',
    'gruppo_luogo',
    ['ristoranti'],
    'Fascia di prezzo',
    'Price range',
    'Gamme de prix',
  ],
  [
    'cover',
    'gruppo_media',
    null,
    'Immagine di copertina',
    'Cover image',
    'Image de couverture',
    true,
  ],
  ['file', 'gruppo_media', ['link_file'], 'File', 'File', 'Fichier', true],
  [
    'prezzo',
    'gruppo_vendita',
    selling,
    'Prezzo (centesimi)',
    'Price (cents)',
    'Prix (centimes)',
    true,
  ],
  [
    'prezzo_gruppo',
    'gruppo_vendita',
    ['visite_guidate', 'appuntamenti', 'prodotti'],
    'Prezzo di gruppo (centesimi)',
    'Group price (cents)',
    'Prix de groupe (centimes)',
    true,
  ],
  [
    'soglia_gruppo',
    'gruppo_vendita',
    ['visite_guidate', 'appuntamenti', 'prodotti'],
    'Soglia del gruppo',
    'Group threshold',
    'Seuil de groupe',
    true,
  ],
  [
    'prezzo_combo',
    'gruppo_vendita',
    ['visite_guidate', 'prodotti'],
    'Prezzo in combinazione (centesimi)',
    'Combo price (cents)',
    'Prix combiné (centimes)',
    true,
  ],
  [
    'tipo_prodotto',
    'gruppo_vendita',
    ['prodotti'],
    'Tipo di prodotto',
    'Product kind',
    'Type de produit',
    true,
  ],
  [
    'tipo_carta',
    'gruppo_vendita',
    ['prodotti'],
    'Tipo di carta',
    'Card kind',
    'Type de carte',
    true,
  ],
  [
    'importo',
    'gruppo_vendita',
    ['prodotti'],
    'Importo (centesimi)',
    'Amount (cents)',
    'Montant (centimes)',
    true,
  ],
  ['stock', 'gruppo_vendita', ['prodotti'], 'Disponibilità', 'Stock', 'Stock', true],
  ['venduti', 'gruppo_vendita', ['prodotti'], 'Venduti', 'Sold', 'Vendus', true],
  ['in_vendita', 'gruppo_vendita', bookable, 'In vendita', 'On sale', 'En vente'],
  [
    'armonia',
    'gruppo_vendita',
    ['attivita'],
    'Con la card Armonia',
    'With the Armonia card',
    'Avec la carte Armonia',
    true,
  ],
  ['parent', 'gruppo_seo', ['pagine'], 'Pagina superiore', 'Parent page', 'Page parente'],
  ['prefooter', 'gruppo_seo', ['pagine'], 'Pre-footer', 'Pre-footer', 'Pré-pied de page', true],
  [
    'url',
    'gruppo_seo',
    ['link_esterni'],
    'Indirizzo esterno',
    'External address',
    'Adresse externe',
    true,
  ],
  [
    'operatore',
    'gruppo_seo',
    ['link_operatore'],
    'Scheda operatore',
    'Operator listing',
    'Fiche opérateur',
  ],
  ['preview_token', 'gruppo_seo', null, 'Chiave di anteprima', 'Preview key', 'Clé d’aperçu', true],
  ['id', null, null, 'ID', 'ID', 'ID'],
  ['first_date', null, null, 'Prima data', 'First date', 'Première date'],
  ['sort_date', null, null, 'Data di ordinamento', 'Sort date', 'Date de tri'],
  ['user_created', null, null, 'Creato da', 'Created by', 'Créé par'],
  ['date_created', null, null, 'Creato il', 'Created on', 'Créé le'],
  ['user_updated', null, null, 'Modificato da', 'Changed by', 'Modifié par'],
  ['date_updated', null, null, 'Ultima modifica', 'Last change', 'Dernière modification'],
];

/** Fields of the translations (the form inside the translations interface). */
export const translationFields = [
  ['titolo', 'Titolo', 'Title', 'Titre'],
  ['slug', 'Indirizzo (slug)', 'Address (slug)', 'Adresse (slug)', true],
  ['sottotitolo', 'Sottotitolo', 'Subtitle', 'Sous-titre'],
  ['descrizione', 'Testo', 'Body text', 'Texte'],
  ['seo_title', 'Titolo SEO', 'SEO title', 'Titre SEO', true],
  ['seo_description', 'Descrizione SEO', 'SEO description', 'Description SEO', true],
  ['id', 'ID', 'ID', 'ID'],
  ['contenuti_id', 'Contenuto', 'Content item', 'Contenu'],
  ['languages_code', 'Lingua', 'Language', 'Langue'],
  ['search_text', 'Testo di ricerca', 'Search text', 'Texte de recherche'],
];

const weekdayNames = [
  ['lunedi', 'lunedì', 'Monday', 'lundi'],
  ['martedi', 'martedì', 'Tuesday', 'mardi'],
  ['mercoledi', 'mercoledì', 'Wednesday', 'mercredi'],
  ['giovedi', 'giovedì', 'Thursday', 'jeudi'],
  ['venerdi', 'venerdì', 'Friday', 'vendredi'],
  ['sabato', 'sabato', 'Saturday', 'samedi'],
  ['domenica', 'domenica', 'Sunday', 'dimanche'],
];

/** Shown only when the entry repeats (ricorrenza other than `mai`). */
const repeating = [
  { name: 'one-off', rule: { _and: [{ ricorrenza: { _eq: 'mai' } }] }, hidden: true },
];
/** Shown only for a one-off entry (ricorrenza `mai`). */
const oneOff = [
  { name: 'repeating', rule: { _and: [{ ricorrenza: { _neq: 'mai' } }] }, hidden: true },
];
/** Shown only for a monthly entry. */
const monthly = [
  { name: 'not-monthly', rule: { _and: [{ ricorrenza: { _neq: 'mensile' } }] }, hidden: true },
];
/** Shown only when the place's opening times are used. */
const placeTimes = [
  { name: 'own-times', rule: { _and: [{ usa_orari_sede: { _neq: true } }] }, hidden: true },
];

/**
 * The forms of the related lists `date` (date entries of events and activities) and
 * `date_puntuali` (dated items of shows, guided tours, appointments), opened in a drawer from an
 * item: [field, it, en, fr, extra meta]. The item the row belongs to is implicit there (hidden).
 */
export const dateFields = {
  date: [
    ['contenuto', 'Contenuto', 'Content item', 'Contenu', { hidden: true }],
    [
      'ricorrenza',
      'Ricorrenza',
      'Repeats',
      'Répétition',
      {
        width: 'full',
        note: '$t:citta.note.ricorrenza',
        options: {
          choices: ['mai', 'giornaliera', 'settimanale', 'mensile'].map((v) => ({
            text: `$t:citta.ricorrenza.${v}`,
            value: v,
          })),
        },
      },
    ],
    ['data_inizio', 'Inizio', 'Start', 'Début', { width: 'half', conditions: oneOff }],
    ['data_fine', 'Fine', 'End', 'Fin', { width: 'half', conditions: oneOff }],
    [
      'inizio_ricorrenza',
      'Ripeti dal',
      'Repeat from',
      'Répéter du',
      { width: 'half', conditions: repeating },
    ],
    [
      'fine_ricorrenza',
      'Ripeti fino al',
      'Repeat until',
      'Répéter jusqu’au',
      { width: 'half', conditions: repeating },
    ],
    ...weekdayNames.map(([d, it, en, fr]) => [
      `${d}_aperto`,
      `Orario ${it}`,
      `${en} hours`,
      `Horaires ${fr}`,
      { width: 'half', note: '$t:citta.note.orario', conditions: repeating },
    ]),
    [
      'ogni',
      'Settimana del mese',
      'Week of the month',
      'Semaine du mois',
      { width: 'half', conditions: monthly },
    ],
    [
      'numero_giorno',
      'Giorno del mese',
      'Day of the month',
      'Jour du mois',
      { width: 'half', conditions: monthly },
    ],
    [
      'settimana',
      'Giorno della settimana',
      'Weekday',
      'Jour de la semaine',
      { width: 'half', conditions: monthly },
    ],
    [
      'mesi_esclusi',
      'Mesi esclusi',
      'Months left out',
      'Mois exclus',
      { note: '$t:citta.note.mesi_esclusi', conditions: repeating },
    ],
    [
      'usa_orari_sede',
      'Usa gli orari del luogo',
      'Use the place’s opening times',
      'Utiliser les horaires du lieu',
      {},
    ],
    [
      'data_inizio_orari_sede',
      'Orari del luogo dal',
      'Place’s times from',
      'Horaires du lieu du',
      { width: 'half', conditions: placeTimes },
    ],
    [
      'data_fine_orari_sede',
      'Orari del luogo fino al',
      'Place’s times until',
      'Horaires du lieu jusqu’au',
      { width: 'half', conditions: placeTimes },
    ],
    ['id', 'ID', 'ID', 'ID', {}],
  ],
  date_puntuali: [
    ['contenuto', 'Contenuto', 'Content item', 'Contenu', { hidden: true }],
    ['data', 'Data e ora', 'Date and time', 'Date et heure', { width: 'half' }],
    ['durata_minuti', 'Durata (minuti)', 'Length (minutes)', 'Durée (minutes)', { width: 'half' }],
    ['lingua', 'Lingua', 'Language', 'Langue', { width: 'half', note: '$t:citta.note.lingua' }],
    ['capienza', 'Posti', 'Places', 'Places', { width: 'half', note: '$t:citta.note.capienza' }],
    [
      'prenotati',
      'Prenotati',
      'Booked',
      'Réservés',
      { width: 'half', readonly: true, note: '$t:citta.note.prenotati' },
    ],
    [
      'stato',
      'Prenotazioni',
      'Bookings',
      'Réservations',
      {
        width: 'half',
        note: '$t:citta.note.stato_data',
        options: {
          choices: ['aperto', 'chiuso'].map((v) => ({
            text: `$t:citta.stato_data.${v}`,
            value: v,
          })),
        },
      },
    ],
    ['id', 'ID', 'ID', 'ID', {}],
  ],
};

/** Names of the content collections in the admin app: [collection, it, en, fr] (singular, plural). */
export const collectionNames = [
  [C, ['Contenuto', 'Contenuti'], ['Content item', 'Content'], ['Contenu', 'Contenus']],
  [T, ['Traduzione', 'Traduzioni'], ['Translation', 'Translations'], ['Traduction', 'Traductions']],
  ['date', ['Data', 'Date e orari'], ['Date', 'Dates and times'], ['Date', 'Dates et horaires']],
  ['date_puntuali', ['Data', 'Date'], ['Date', 'Dates'], ['Date', 'Dates']],
  [
    'categorie',
    ['Categoria', 'Categorie'],
    ['Category', 'Categories'],
    ['Catégorie', 'Catégories'],
  ],
  ['luoghi', ['Luogo', 'Luoghi'], ['Place', 'Places'], ['Lieu', 'Lieux']],
  ['languages', ['Lingua', 'Lingue'], ['Language', 'Languages'], ['Langue', 'Langues']],
  [
    'footer',
    ['Piè di pagina', 'Piè di pagina'],
    ['Footer', 'Footer'],
    ['Pied de page', 'Pied de page'],
  ],
  [
    'footer_voci',
    ['Voce del piè di pagina', 'Voci del piè di pagina'],
    ['Footer entry', 'Footer entries'],
    ['Entrée du pied de page', 'Entrées du pied de page'],
  ],
];

const tr = (it, en, fr) => [
  { language: appLanguages.it, translation: it },
  { language: appLanguages.en, translation: en },
  { language: appLanguages.fr, translation: fr },
];

/** Hidden unless the item's type is one of `types`. */
const onlyFor = (types) =>
  types && types.length < all.length
    ? [{ name: 'other-types', rule: { _and: [{ tipo: { _nin: types } }] }, hidden: true }]
    : [];

// A published item of a dated type needs its dates (checked again by the API).
const requiredWhenPublished = (types) => ({
  name: 'published',
  rule: { _and: [{ status: { _eq: 'published' } }, { tipo: { _in: types } }] },
  required: true,
});

const groupFields = groups.map(([name, it, en, fr], i) => ({
  collection: C,
  field: name,
  type: 'alias',
  meta: {
    special: ['alias', 'no-data', 'group'],
    interface: 'group-detail',
    options: { start: i < 2 ? 'open' : 'closed', headerIcon: null },
    translations: tr(it, en, fr),
    sort: 100 + i,
    width: 'full',
  },
  schema: null,
}));

export const fields = [
  ...groupFields,
  {
    collection: C,
    field: 'pubblica_il',
    type: 'dateTime',
    meta: { interface: 'datetime', width: 'half' },
    schema: { is_nullable: true, is_indexed: true },
  },
  // the Italian text alternative of an image, required on the cover of an item being published
  {
    collection: 'directus_files',
    field: 'alt',
    type: 'string',
    meta: { interface: 'input' },
    schema: { max_length: 255, is_nullable: true },
  },
];

const statusChoices = ['draft', 'in_review', 'published', 'archived'];

/** Metadata of fields whose interface options change here (choices by translation strings). */
const options = {
  tipo: {
    choices: contentTypes.map((v) => ({ text: `$t:citta.tipo.${v}`, value: v })),
  },
  status: {
    choices: statusChoices.map((v) => ({ text: `$t:citta.stato.${v}`, value: v })),
  },
  translations: { languageField: 'language', defaultLanguage: 'it', defaultOpenSplitView: true },
  tipo_prodotto: {
    choices: ['carte', 'carte_regalate', 'abbonamenti_athena'].map((v) => ({
      text: `$t:citta.tipo_prodotto.${v}`,
      value: v,
    })),
  },
  cover: { crop: true, letterbox: false },
  // the rows of the related lists of dates, named by their dates instead of `--`
  date: { template: '{{data_inizio}} – {{data_fine}}', enableSelect: false },
  date_puntuali: { template: '{{data}} · {{durata_minuti}} min · {{lingua}}', enableSelect: false },
};

/** Empty, or matching the pattern (Directus asks a field named in a plain rule to be present). */
const optional = (name, pattern) => ({
  _or: [{ [name]: { _null: true } }, { [name]: { _empty: true } }, { [name]: { _regex: pattern } }],
});

const extraMeta = {
  tipo: { width: 'half', required: true },
  status: {
    width: 'half',
    display: 'labels',
    display_options: {
      choices: [
        {
          text: '$t:citta.stato.draft',
          value: 'draft',
          foreground: '#FFFFFF',
          background: '#6B7280',
        },
        {
          text: '$t:citta.stato.in_review',
          value: 'in_review',
          foreground: '#FFFFFF',
          background: '#B45309',
        },
        {
          text: '$t:citta.stato.published',
          value: 'published',
          foreground: '#FFFFFF',
          background: '#15803D',
        },
        {
          text: '$t:citta.stato.archived',
          value: 'archived',
          foreground: '#FFFFFF',
          background: '#374151',
        },
      ],
    },
  },
  pubblica_il: { width: 'half', options: { includeSeconds: false, use24: true } },
  translations: {
    display: 'translations',
    display_options: { template: '{{titolo}}', languageField: 'code', defaultLanguage: 'it' },
  },
  date: { conditions: [requiredWhenPublished(entries)] },
  date_puntuali: { conditions: [requiredWhenPublished(singles)] },
  next_date: { readonly: true, width: 'half' },
  last_date: { readonly: true, width: 'half' },
  prezzo: { width: 'third' },
  prezzo_gruppo: { width: 'third' },
  prezzo_combo: { width: 'third' },
  email: {
    width: 'half',
    validation: optional('email', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
    validation_message: '$t:citta.validation.email',
  },
  sito: {
    width: 'half',
    validation: optional('sito', '^https?://'),
    validation_message: '$t:citta.validation.url',
  },
  telefono: { width: 'half' },
  url: {
    validation: optional('url', '^https?://'),
    validation_message: '$t:citta.validation.url',
  },
  venduti: { readonly: true },
  preview_token: { readonly: true },
};

const conditionsFor = (name, types, extra) => [...onlyFor(types), ...(extra?.conditions ?? [])];

/** Metadata patches: { collection, field, meta }, applied after every module's fields exist. */
export const fieldMeta = [
  ...groups.map(([name, , , , types], i) => ({
    collection: C,
    field: name,
    meta: { sort: 100 + i, conditions: onlyFor(types) },
  })),
  ...contentFields.map(([name, group, types, it, en, fr, note], i) => {
    const extra = extraMeta[name] ?? {};
    return {
      collection: C,
      field: name,
      meta: {
        ...extra,
        group,
        sort: i + 1,
        translations: tr(it, en, fr),
        note: note ? `$t:citta.note.${name}` : null,
        conditions: conditionsFor(name, types, extra),
        ...(options[name] ? { options: options[name] } : {}),
      },
    };
  }),
  ...translationFields.map(([name, it, en, fr, note], i) => ({
    collection: T,
    field: name,
    meta: {
      sort: i + 1,
      translations: tr(it, en, fr),
      note: note ? `$t:citta.note.${name}` : null,
      ...(name === 'titolo' ? { required: true } : {}),
    },
  })),
  ...Object.entries(dateFields).flatMap(([collection, list]) =>
    list.map(([name, it, en, fr, extra], i) => ({
      collection,
      field: name,
      meta: {
        note: null,
        conditions: null,
        ...extra,
        sort: i + 1,
        translations: tr(it, en, fr),
      },
    })),
  ),
  {
    collection: 'directus_files',
    field: 'alt',
    meta: {
      note: '$t:citta.note.alt',
      translations: tr('Testo alternativo', 'Alt text', 'Texte alternatif'),
    },
  },
];

/** Collection metadata patches (names in three languages). */
export const collectionMeta = collectionNames.map(([collection, it, en, fr]) => ({
  collection,
  meta: {
    translations: [
      { language: appLanguages.it, translation: it[1], singular: it[0], plural: it[1] },
      { language: appLanguages.en, translation: en[1], singular: en[0], plural: en[1] },
      { language: appLanguages.fr, translation: fr[1], singular: fr[0], plural: fr[1] },
    ],
  },
}));

export default { collections: [], fields, relations: [], fieldMeta, collectionMeta };
