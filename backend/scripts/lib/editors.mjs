// The editors' workspace, part two (part one is schema/editors.mjs, in the snapshot): what the
// snapshot cannot hold because it is data of Directus' system tables, applied by `prepare`
// through the REST API, idempotently:
// - translation strings (directus_translations) of the notes, choices and validation messages
//   that the field metadata names as `$t:citta.*`, in it-IT, en-US and fr-FR;
// - bookmarks (directus_presets, global: every user of the admin app) of `contenuti`, one per
//   content type, filtered by `tipo`, with the columns and order of that type.
import { contentTypes } from '@city/content-types';

const L = { it: 'it-IT', en: 'en-US', fr: 'fr-FR' };

/** key -> [it, en, fr] */
export const strings = {
  // content types (choices of `tipo`, names of the bookmarks)
  'citta.tipo.pagine': ['Pagine', 'Pages', 'Pages'],
  'citta.tipo.risorse': ['Risorse', 'Resources', 'Ressources'],
  'citta.tipo.attivita': ['Attività', 'Activities', 'Activités'],
  'citta.tipo.pacchetti': ['Pacchetti', 'Packages', 'Forfaits'],
  'citta.tipo.eventi': ['Eventi', 'Events', 'Événements'],
  'citta.tipo.spettacoli': ['Spettacoli', 'Shows', 'Spectacles'],
  'citta.tipo.visite_guidate': ['Visite guidate', 'Guided tours', 'Visites guidées'],
  'citta.tipo.appuntamenti': ['Appuntamenti', 'Appointments', 'Rendez-vous'],
  'citta.tipo.prodotti': ['Prodotti', 'Products', 'Produits'],
  'citta.tipo.operatori_outdoor': ['Operatori outdoor', 'Outdoor operators', 'Opérateurs outdoor'],
  'citta.tipo.operatori_incoming': [
    'Operatori incoming',
    'Incoming operators',
    'Opérateurs incoming',
  ],
  'citta.tipo.ristoranti': ['Ristoranti', 'Restaurants', 'Restaurants'],
  'citta.tipo.news_convention': ['News convention', 'Convention news', 'Actualités congrès'],
  'citta.tipo.link_esterni': ['Link esterni', 'External links', 'Liens externes'],
  'citta.tipo.link_file': ['Link a file', 'File links', 'Liens vers fichiers'],
  'citta.tipo.link_operatore': ['Link a operatori', 'Operator links', 'Liens vers opérateurs'],
  // states
  'citta.stato.draft': ['Bozza', 'Draft', 'Brouillon'],
  'citta.stato.in_review': ['In revisione', 'In review', 'En relecture'],
  'citta.stato.published': ['Pubblicato', 'Published', 'Publié'],
  'citta.stato.archived': ['Archiviato', 'Archived', 'Archivé'],
  // product kinds
  'citta.tipo_prodotto.carte': ['Carte e biglietti', 'Cards and tickets', 'Cartes et billets'],
  'citta.tipo_prodotto.carte_regalate': ['Carte regalo', 'Gift cards', 'Cartes cadeaux'],
  'citta.tipo_prodotto.abbonamenti_athena': [
    'Abbonamenti Athena',
    'Athena passes',
    'Abonnements Athena',
  ],
  // notes of contenuti
  'citta.note.status': [
    'Bozza e In revisione non compaiono sul sito; Pubblicato compare subito.',
    'Draft and In review stay off the site; Published shows at once.',
    'Brouillon et En relecture restent hors du site ; Publié apparaît aussitôt.',
  ],
  'citta.note.pubblica_il': [
    'Data e ora (di Torino) in cui una bozza o un contenuto in revisione viene pubblicato da solo.',
    'Date and time (Turin time) at which a draft or an item in review is published by itself.',
    'Date et heure (de Turin) auxquelles un brouillon ou un contenu en relecture est publié tout seul.',
  ],
  'citta.note.translations': [
    'Italiano obbligatorio; le lingue senza testo sono segnate come mancanti e il sito mostra l’italiano.',
    'Italian is required; languages without text are marked missing and the site shows the Italian.',
    'L’italien est obligatoire ; les langues sans texte sont signalées manquantes et le site affiche l’italien.',
  ],
  'citta.note.lingue': [
    'Lingue della visita, separate da virgola: it,en,fr',
    'Languages of the tour, comma separated: it,en,fr',
    'Langues de la visite, séparées par des virgules : it,en,fr',
  ],
  'citta.note.proprietario': [
    'Operatore o organizzatore che gestisce la scheda dall’area riservata.',
    'Operator or organiser who manages the listing from the private area.',
    'Opérateur ou organisateur qui gère la fiche depuis l’espace réservé.',
  ],
  'citta.note.date': [
    'Almeno una data per pubblicare: singola o ricorrente, con gli orari di apertura.',
    'At least one date to publish: one-off or recurring, with opening times.',
    'Au moins une date pour publier : unique ou récurrente, avec les horaires.',
  ],
  'citta.note.date_puntuali': [
    'Almeno una data per pubblicare: giorno e ora, durata, lingua, posti.',
    'At least one date to publish: day and time, length, language, places.',
    'Au moins une date pour publier : jour et heure, durée, langue, places.',
  ],
  'citta.note.next_date': [
    'Calcolata dalle date.',
    'Computed from the dates.',
    'Calculée à partir des dates.',
  ],
  'citta.note.last_date': [
    'Ultimo giorno dell’ultima data, calcolato.',
    'Last day of the last date, computed.',
    'Dernier jour de la dernière date, calculé.',
  ],
  'citta.note.sito': [
    'Indirizzo completo, con https://',
    'Full address, with https://',
    'Adresse complète, avec https://',
  ],
  'citta.note.cover': [
    'Almeno 1600 × 1067 px (3:2), JPG; ritagliata a 1280 × 560 nella pagina e 4:3 negli elenchi: scegli il punto focale. Testo alternativo in italiano obbligatorio per pubblicare.',
    'At least 1600 × 1067 px (3:2), JPG; cropped to 1280 × 560 on the page and 4:3 in lists: set the focal point. Italian alt text required to publish.',
    'Au moins 1600 × 1067 px (3:2), JPG ; recadrée en 1280 × 560 sur la page et en 4:3 dans les listes : choisissez le point focal. Texte alternatif en italien obligatoire pour publier.',
  ],
  'citta.note.file': [
    'Il file a cui porta il link (PDF).',
    'The file the link leads to (PDF).',
    'Le fichier vers lequel mène le lien (PDF).',
  ],
  'citta.note.prezzo': [
    'In centesimi di euro: 1500 = 15,00 €. Vuoto = gratuito o non in vendita.',
    'In euro cents: 1500 = €15.00. Empty = free or not on sale.',
    'En centimes d’euro : 1500 = 15,00 €. Vide = gratuit ou pas en vente.',
  ],
  'citta.note.prezzo_gruppo': [
    'Prezzo a persona da “Soglia del gruppo” in su, in centesimi.',
    'Price per person from the “Group threshold” up, in cents.',
    'Prix par personne à partir du « Seuil de groupe », en centimes.',
  ],
  'citta.note.soglia_gruppo': [
    'Numero di unità da cui vale il prezzo di gruppo.',
    'Number of units from which the group price applies.',
    'Nombre d’unités à partir duquel le prix de groupe s’applique.',
  ],
  'citta.note.prezzo_combo': [
    'Prezzo quando è acquistato insieme a un altro prodotto, in centesimi.',
    'Price when bought together with another product, in cents.',
    'Prix lorsqu’il est acheté avec un autre produit, en centimes.',
  ],
  'citta.note.tipo_prodotto': [
    'Come il carrello lo vende: carte e biglietti, carte regalo, abbonamenti Athena.',
    'How the cart sells it: cards and tickets, gift cards, Athena passes.',
    'Comment le panier le vend : cartes et billets, cartes cadeaux, abonnements Athena.',
  ],
  'citta.note.tipo_carta': [
    'regalo, armonia o altro',
    'regalo (gift), armonia or altro (other)',
    'regalo (cadeau), armonia ou altro (autre)',
  ],
  'citta.note.importo': [
    'Carte regalo: credito caricato, in centesimi.',
    'Gift cards: balance loaded, in cents.',
    'Cartes cadeaux : crédit chargé, en centimes.',
  ],
  'citta.note.stock': [
    'Unità in vendita; vuoto = illimitate.',
    'Units on sale; empty = unlimited.',
    'Unités en vente ; vide = illimitées.',
  ],
  'citta.note.venduti': [
    'Unità vendute, aggiornate dagli acquisti.',
    'Units sold, kept by the purchases.',
    'Unités vendues, tenues à jour par les achats.',
  ],
  'citta.note.armonia': [
    'Prenotabile con la card Armonia.',
    'Bookable with the Armonia card.',
    'Réservable avec la carte Armonia.',
  ],
  'citta.note.prefooter': [
    'Quale pre-footer mostra la pagina.',
    'Which pre-footer the page shows.',
    'Quel pré-pied de page la page affiche.',
  ],
  'citta.note.url': [
    'Indirizzo completo, con https://',
    'Full address, with https://',
    'Adresse complète, avec https://',
  ],
  'citta.note.preview_token': [
    'Apre l’anteprima della bozza sul sito (pulsante Anteprima).',
    'Opens the draft’s preview on the site (Preview button).',
    'Ouvre l’aperçu du brouillon sur le site (bouton Aperçu).',
  ],
  // notes of the translations
  'citta.note.slug': [
    'Percorso completo senza lingua, es. visita/pianifica-la-tua-visita; vuoto = creato dal titolo.',
    'Whole path without the language, e.g. visit/plan-your-trip; empty = made from the title.',
    'Chemin complet sans la langue, p. ex. decouvrir/preparer-ton-sejour ; vide = tiré du titre.',
  ],
  'citta.note.seo_title': [
    'Titolo per i motori di ricerca, fino a 60 caratteri; vuoto = il titolo.',
    'Title for search engines, up to 60 characters; empty = the title.',
    'Titre pour les moteurs de recherche, 60 caractères au plus ; vide = le titre.',
  ],
  'citta.note.seo_description': [
    'Descrizione per i motori di ricerca, fino a 160 caratteri.',
    'Description for search engines, up to 160 characters.',
    'Description pour les moteurs de recherche, 160 caractères au plus.',
  ],
  // the forms of dates (related lists of contenuti)
  'citta.ricorrenza.mai': ['Nessuna: una data', 'None: one date', 'Aucune : une date'],
  'citta.ricorrenza.giornaliera': ['Ogni giorno', 'Every day', 'Chaque jour'],
  'citta.ricorrenza.settimanale': ['Ogni settimana', 'Every week', 'Chaque semaine'],
  'citta.ricorrenza.mensile': ['Ogni mese', 'Every month', 'Chaque mois'],
  'citta.note.ricorrenza': [
    'Nessuna: dal giorno e ora di Inizio a quelli di Fine. Le altre: tra Ripeti dal e Ripeti fino al, con l’orario di ogni giorno della settimana.',
    'None: from the Start day and time to the End ones. The others: between Repeat from and Repeat until, with the hours of each weekday.',
    'Aucune : du jour et de l’heure de Début à ceux de Fin. Les autres : entre Répéter du et Répéter jusqu’au, avec les horaires de chaque jour de la semaine.',
  ],
  'citta.note.orario': [
    'Es. 09:00-18:00, oppure chiuso',
    'E.g. 09:00-18:00, or chiuso (closed)',
    'P. ex. 09:00-18:00, ou chiuso (fermé)',
  ],
  'citta.note.mesi_esclusi': [
    'Mesi senza date, come numeri: [8] = agosto.',
    'Months without dates, as numbers: [8] = August.',
    'Mois sans dates, en nombres : [8] = août.',
  ],
  'citta.note.lingua': [
    'Lingua della visita o dello spettacolo: it, en o fr.',
    'Language of the tour or show: it, en or fr.',
    'Langue de la visite ou du spectacle : it, en ou fr.',
  ],
  'citta.note.capienza': [
    'Posti in vendita per questa data; vuoto = illimitati.',
    'Places on sale for this date; empty = unlimited.',
    'Places en vente pour cette date ; vide = illimitées.',
  ],
  'citta.note.prenotati': [
    'Posti prenotati, aggiornati dagli acquisti.',
    'Places booked, kept by the purchases.',
    'Places réservées, tenues à jour par les achats.',
  ],
  'citta.stato_data.aperto': ['Aperte', 'Open', 'Ouvertes'],
  'citta.stato_data.chiuso': ['Chiuse', 'Closed', 'Fermées'],
  'citta.note.stato_data': [
    'Chiuse: la data resta visibile ma non si prenota più.',
    'Closed: the date stays visible but can no longer be booked.',
    'Fermées : la date reste visible mais ne se réserve plus.',
  ],
  // files
  'citta.note.alt': [
    'Cosa mostra l’immagine, in italiano, per chi non la vede. Obbligatorio per pubblicare un contenuto con questa copertina.',
    'What the image shows, in Italian, for people who cannot see it. Required to publish an item with this cover.',
    'Ce que montre l’image, en italien, pour qui ne la voit pas. Obligatoire pour publier un contenu avec cette couverture.',
  ],
  // validation messages
  'citta.validation.url': [
    'Scrivi un indirizzo completo che inizi con https://',
    'Write a full address starting with https://',
    'Écrivez une adresse complète commençant par https://',
  ],
  'citta.validation.email': [
    'Scrivi un indirizzo e-mail valido, es. nome@esempio.it',
    'Write a valid e-mail address, e.g. name@example.com',
    'Écrivez une adresse e-mail valide, p. ex. nom@exemple.fr',
  ],
};

/**
 * Columns and order of each type's list: the Italian title (display of `translations`), the
 * state, the next date or the period, the place, the price where it sells, the last change.
 */
const dated = ['eventi', 'attivita', 'spettacoli', 'visite_guidate', 'appuntamenti'];
const placed = [...dated, 'risorse', 'operatori_outdoor', 'operatori_incoming', 'ristoranti'];
const selling = [
  'eventi',
  'attivita',
  'pacchetti',
  'spettacoli',
  'visite_guidate',
  'appuntamenti',
  'prodotti',
];

export function columnsOf(tipo) {
  return [
    'translations',
    'status',
    ...(dated.includes(tipo) ? ['next_date', 'last_date'] : []),
    ...(tipo === 'news_convention' ? ['data_pubblicazione'] : []),
    ...(placed.includes(tipo) ? ['luogo'] : []),
    ...(selling.includes(tipo) ? ['prezzo'] : []),
    ...(tipo === 'prodotti' ? ['tipo_prodotto', 'stock'] : []),
    ...(tipo === 'pagine' ? ['parent'] : []),
    'pubblica_il',
    'date_updated',
  ];
}

/** Dated types by next date (past ones last, sort_date is 2033-12-31 then); others by last change. */
export const sortOf = (tipo) =>
  dated.includes(tipo)
    ? ['sort_date', '-date_updated']
    : tipo === 'news_convention'
      ? ['-data_pubblicazione']
      : ['-date_updated'];

const icons = {
  pagine: 'description',
  risorse: 'museum',
  attivita: 'hiking',
  pacchetti: 'luggage',
  eventi: 'event',
  spettacoli: 'theater_comedy',
  visite_guidate: 'tour',
  appuntamenti: 'event_available',
  prodotti: 'sell',
  operatori_outdoor: 'kayaking',
  operatori_incoming: 'flight_land',
  ristoranti: 'restaurant',
  news_convention: 'newspaper',
  link_esterni: 'link',
  link_file: 'attach_file',
  link_operatore: 'badge',
};

export function presetOf(tipo) {
  const fields = columnsOf(tipo);
  return {
    bookmark: `$t:citta.tipo.${tipo}`,
    collection: 'contenuti',
    role: null,
    user: null,
    icon: icons[tipo] ?? 'article',
    color: null,
    layout: 'tabular',
    filter: { _and: [{ tipo: { _eq: tipo } }] },
    search: null,
    layout_query: { tabular: { fields, sort: sortOf(tipo), page: 1, limit: 25 } },
    layout_options: {
      tabular: {
        widths: { translations: 320, status: 130, luogo: 200, date_updated: 170 },
        spacing: 'comfortable',
      },
    },
  };
}

export const presets = contentTypes.map(presetOf);

async function call(url, token, method, route, body) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 204) return null;
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${route} -> ${res.status} ${JSON.stringify(json)}`);
  return json?.data;
}

/** Translation strings and bookmarks, replaced by the lists above on every run. */
export async function setupEditors({ url, token }) {
  const keys = Object.keys(strings);
  const existing = await call(
    url,
    token,
    'GET',
    `/translations?limit=-1&fields=id,key,language&filter[key][_starts_with]=citta.`,
  );
  if (existing.length)
    await call(
      url,
      token,
      'DELETE',
      '/translations',
      existing.map((e) => e.id),
    );
  const rows = keys.flatMap((key) =>
    ['it', 'en', 'fr'].map((l, i) => ({ key, language: L[l], value: strings[key][i] })),
  );
  await call(url, token, 'POST', '/translations', rows);

  // global bookmarks of contenuti: the project's ones are those named by a citta.tipo string
  const old = await call(
    url,
    token,
    'GET',
    `/presets?limit=-1&fields=id,bookmark&filter[collection][_eq]=contenuti&filter[bookmark][_starts_with]=$t:citta.tipo.&filter[user][_null]=true`,
  );
  if (old.length)
    await call(
      url,
      token,
      'DELETE',
      '/presets',
      old.map((p) => p.id),
    );
  await call(url, token, 'POST', '/presets', presets);
  // the default list of contenuti (no bookmark): titles, type and state instead of the first columns
  const defaults = await call(
    url,
    token,
    'GET',
    `/presets?limit=-1&fields=id&filter[collection][_eq]=contenuti&filter[bookmark][_null]=true&filter[user][_null]=true&filter[role][_null]=true`,
  );
  const defaultList = {
    collection: 'contenuti',
    layout: 'tabular',
    layout_query: {
      tabular: {
        fields: ['translations', 'tipo', 'status', 'next_date', 'date_updated'],
        sort: ['-date_updated'],
        page: 1,
        limit: 25,
      },
    },
    layout_options: { tabular: { widths: { translations: 320 }, spacing: 'comfortable' } },
  };
  if (defaults.length) await call(url, token, 'PATCH', `/presets/${defaults[0].id}`, defaultList);
  else
    await call(url, token, 'POST', '/presets', {
      ...defaultList,
      bookmark: null,
      user: null,
      role: null,
    });
}
