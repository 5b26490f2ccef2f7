// Words of tickets in the three languages of the site (PDF pages and e-mails), and the dates of
// a ticket written for its reader (Europe/Rome).
export type Locale = 'it' | 'en' | 'fr';
export const LOCALES: Locale[] = ['it', 'en', 'fr'];
export const localeOf = (value: unknown): Locale =>
  LOCALES.includes(String(value ?? '').slice(0, 2) as Locale)
    ? (String(value).slice(0, 2) as Locale)
    : 'it';

export const ticketWords = {
  it: {
    site: 'Città di Torino — turismo ed eventi',
    ticket: 'Biglietto',
    pass: 'Abbonamento',
    card: 'Card',
    admits: 'Vale per 1 persona',
    rate: 'Tariffa',
    when: 'Quando',
    validFrom: (a: string, b: string) => (a === b ? `Valido il ${a}` : `Valido dal ${a} al ${b}`),
    where: 'Dove',
    holder: 'Intestatario',
    language: 'Lingua della visita',
    code: 'Codice',
    order: 'Ordine',
    showAtDoor: 'Mostra questo codice all’ingresso. Vale per un solo ingresso.',
    showCard: 'Mostra questo codice all’ingresso, con un documento.',
    used: 'GIÀ USATO',
    voided: 'ANNULLATO',
    kinds: { carte: 'Ingresso', visite_guidate: 'Visita guidata', appuntamenti: 'Appuntamento' },
  },
  en: {
    site: 'City of Turin — tourism and events',
    ticket: 'Ticket',
    pass: 'Pass',
    card: 'Card',
    admits: 'Admits 1 person',
    rate: 'Rate',
    when: 'When',
    validFrom: (a: string, b: string) => (a === b ? `Valid on ${a}` : `Valid from ${a} to ${b}`),
    where: 'Where',
    holder: 'Holder',
    language: 'Tour language',
    code: 'Code',
    order: 'Order',
    showAtDoor: 'Show this code at the entrance. It admits once.',
    showCard: 'Show this code at the entrance, with an identity document.',
    used: 'ALREADY USED',
    voided: 'VOIDED',
    kinds: { carte: 'Admission', visite_guidate: 'Guided tour', appuntamenti: 'Appointment' },
  },
  fr: {
    site: 'Ville de Turin — tourisme et événements',
    ticket: 'Billet',
    pass: 'Abonnement',
    card: 'Carte',
    admits: 'Valable pour 1 personne',
    rate: 'Tarif',
    when: 'Quand',
    validFrom: (a: string, b: string) => (a === b ? `Valable le ${a}` : `Valable du ${a} au ${b}`),
    where: 'Où',
    holder: 'Titulaire',
    language: 'Langue de la visite',
    code: 'Code',
    order: 'Commande',
    showAtDoor: 'Présentez ce code à l’entrée. Il est valable pour une seule entrée.',
    showCard: 'Présentez ce code à l’entrée, avec une pièce d’identité.',
    used: 'DÉJÀ UTILISÉ',
    voided: 'ANNULÉ',
    kinds: { carte: 'Entrée', visite_guidate: 'Visite guidée', appuntamenti: 'Rendez-vous' },
  },
} as const;

const TAG: Record<Locale, string> = { it: 'it-IT', en: 'en-GB', fr: 'fr-FR' };

/** A day (yyyy-MM-dd) written out: "5 dicembre 2026". */
export function formatDay(day: string | null, locale: Locale): string {
  if (!day) return '';
  const d = new Date(`${day}T12:00:00Z`);
  return new Intl.DateTimeFormat(TAG[locale], {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(d);
}

/** An instant in Europe/Rome: "sabato 5 dicembre 2026, 10:00". */
export function formatInstant(iso: string | null, locale: Locale): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat(TAG[locale], {
    timeZone: 'Europe/Rome',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** Money in cents: "€ 18,00". */
export const formatMoney = (cents: number, locale: Locale): string =>
  new Intl.NumberFormat(TAG[locale], { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** A name in the reader's language, else Italian, else any. */
export function nameIn(names: unknown, locale: Locale): string {
  if (!names || typeof names !== 'object') return typeof names === 'string' ? names : '';
  const n = names as Record<string, unknown>;
  return String(n[locale] ?? n['it'] ?? Object.values(n).find(Boolean) ?? '');
}
