import type { Locale } from '../../provider';

export const timeSlotPickerMessages = {
  it: {
    free: 'Disponibile',
    few: 'Ultimi posti',
    fewCount: 'Ultimi {count} posti',
    full: 'Esaurito',
    queue: 'Lista d’attesa',
    queueHint: 'Entrerai in coda',
    range: '{start}–{end}',
    empty: 'Nessun orario disponibile in questa data.',
  },
  en: {
    free: 'Available',
    few: 'Few places left',
    fewCount: '{count} places left',
    full: 'Full',
    queue: 'Waiting queue',
    queueHint: 'You will join the queue',
    range: '{start}–{end}',
    empty: 'No time slots on this date.',
  },
  fr: {
    free: 'Disponible',
    few: 'Dernières places',
    fewCount: 'Plus que {count} places',
    full: 'Complet',
    queue: 'File d’attente',
    queueHint: 'Vous rejoindrez la file d’attente',
    range: '{start}–{end}',
    empty: 'Aucun créneau à cette date.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type TimeSlotPickerMessages = {
  -readonly [K in keyof (typeof timeSlotPickerMessages)['it']]: string;
};
