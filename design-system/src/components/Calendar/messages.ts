import type { Locale } from '../../provider';

export const calendarMessages = {
  it: {
    previous: 'Mese precedente',
    next: 'Mese successivo',
    openCalendar: 'Apri il calendario',
    selected: '{date}, selezionato',
  },
  en: {
    previous: 'Previous month',
    next: 'Next month',
    openCalendar: 'Open the calendar',
    selected: '{date}, selected',
  },
  fr: {
    previous: 'Mois précédent',
    next: 'Mois suivant',
    openCalendar: 'Ouvrir le calendrier',
    selected: '{date}, sélectionné',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CalendarMessages = { -readonly [K in keyof (typeof calendarMessages)['it']]: string };
