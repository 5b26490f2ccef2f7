import type { FormatLocale } from '../format';

/**
 * Words of the date descriptions in it, en and fr. Templates take {placeholders}; the functions
 * handle what templates cannot (English ordinals, Italian gender, French "1er").
 */
export interface DateWords {
  /** A one-off range longer than three days. */
  range: string;
  /** Period of a recurrence after its pattern. */
  between: string;
  from: string;
  until: string;
  daily: string;
  weekly: string;
  monthlyDay: (day: number) => string;
  /** nth is 1-4, or 5 for the last; weekday 0 = Monday. */
  monthlyWeekday: (nth: number, weekday: number, weekdayName: string) => string;
  monthlyLastDay: string;
  closed: string;
  hours: string;
  excluded: string;
  venueHours: string;
}

const englishOrdinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
};

const italianOrdinals = ['primo', 'secondo', 'terzo', 'quarto', 'ultimo'];
const frenchOrdinals = ['premier', 'deuxième', 'troisième', 'quatrième', 'dernier'];
const SUNDAY = 6;

export const dateWords: Record<FormatLocale, DateWords> = {
  it: {
    range: 'Dal {from} al {to}',
    between: 'dal {from} al {to}',
    from: 'dal {from}',
    until: 'fino al {to}',
    daily: 'Tutti i giorni',
    weekly: 'Ogni {days}',
    monthlyDay: (day) => `Il giorno ${day} di ogni mese`,
    monthlyWeekday: (nth, weekday, name) => {
      const ordinal = italianOrdinals[nth - 1] ?? '';
      // "domenica" is the one feminine weekday: "ogni prima domenica", "ogni ultima domenica".
      const agreed = weekday === SUNDAY ? ordinal.replace(/o$/, 'a') : ordinal;
      return `Ogni ${agreed} ${name} del mese`;
    },
    monthlyLastDay: "L'ultimo giorno di ogni mese",
    closed: 'Chiuso: {days}',
    hours: '{days}: {hours}',
    excluded: 'Tranne {months}',
    venueHours: 'Negli orari di apertura della sede',
  },
  en: {
    range: 'From {from} to {to}',
    between: 'from {from} to {to}',
    from: 'from {from}',
    until: 'until {to}',
    daily: 'Every day',
    weekly: 'Every {days}',
    monthlyDay: (day) => `Every ${englishOrdinal(day)} of the month`,
    monthlyWeekday: (nth, _weekday, name) =>
      `Every ${nth === 5 ? 'last' : englishOrdinal(nth)} ${name} of the month`,
    monthlyLastDay: 'The last day of every month',
    closed: 'Closed: {days}',
    hours: '{days}: {hours}',
    excluded: 'Except in {months}',
    venueHours: "During the venue's opening hours",
  },
  fr: {
    range: 'Du {from} au {to}',
    between: 'du {from} au {to}',
    from: 'à partir du {from}',
    until: 'jusqu’au {to}',
    daily: 'Tous les jours',
    weekly: 'Chaque {days}',
    monthlyDay: (day) => `Le ${day === 1 ? '1er' : day} de chaque mois`,
    monthlyWeekday: (nth, _weekday, name) =>
      `Le ${frenchOrdinals[nth - 1] ?? ''} ${name} de chaque mois`,
    monthlyLastDay: 'Le dernier jour de chaque mois',
    closed: 'Fermé\u00a0: {days}',
    hours: '{days}\u00a0: {hours}',
    excluded: 'Sauf en {months}',
    venueHours: 'Aux horaires d’ouverture du lieu',
  },
};
