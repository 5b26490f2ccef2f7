import type { Locale } from '../../provider';

export const holdNoticeMessages = {
  it: {
    timeLeft: 'Tempo rimasto',
    minuteLeft: 'Resta 1 minuto per completare l’acquisto',
    minutesLeft: 'Restano {count} minuti per completare l’acquisto',
    warning:
      'Il tempo sta per scadere: completa l’acquisto entro {count} minuti o il posto sarà liberato.',
    warningOne:
      'Il tempo sta per scadere: completa l’acquisto entro 1 minuto o il posto sarà liberato.',
    expired: 'Tempo scaduto: il posto è stato liberato.',
  },
  en: {
    timeLeft: 'Time left',
    minuteLeft: '1 minute left to complete the purchase',
    minutesLeft: '{count} minutes left to complete the purchase',
    warning:
      'Time is almost up: complete the purchase within {count} minutes or the place will be released.',
    warningOne:
      'Time is almost up: complete the purchase within 1 minute or the place will be released.',
    expired: 'Time is up: the place has been released.',
  },
  fr: {
    timeLeft: 'Temps restant',
    minuteLeft: 'Il reste 1 minute pour finaliser l’achat',
    minutesLeft: 'Il reste {count} minutes pour finaliser l’achat',
    warning:
      'Le temps est presque écoulé\u00a0: finalisez l’achat dans les {count} minutes ou la place sera libérée.',
    warningOne:
      'Le temps est presque écoulé\u00a0: finalisez l’achat dans la minute ou la place sera libérée.',
    expired: 'Temps écoulé\u00a0: la place a été libérée.',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type HoldNoticeMessages = {
  -readonly [K in keyof (typeof holdNoticeMessages)['it']]: string;
};
