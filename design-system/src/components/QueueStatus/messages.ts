import type { Locale } from '../../provider';

export const queueStatusMessages = {
  it: {
    waitingTitle: 'Sei in coda',
    waitingText: 'Tieni aperta questa pagina: ti faremo entrare appena si libera un posto.',
    position: 'Posizione in coda',
    wait: 'Attesa stimata',
    waitMinutes: 'circa {count} min',
    admittedTitle: 'È il tuo turno',
    admittedText: 'Completa l’acquisto prima che il tempo scada.',
    timeLeft: 'Tempo rimasto',
    minuteLeft: 'Resta 1 minuto',
    minutesLeft: 'Restano {count} minuti',
    expiredTitle: 'Tempo scaduto',
    expiredText: 'La sessione è scaduta e il posto è stato liberato.',
    leave: 'Lascia la coda',
    continue: 'Continua l’acquisto',
    rejoin: 'Rientra in coda',
  },
  en: {
    waitingTitle: 'You are in the queue',
    waitingText: 'Keep this page open: you will be let in as soon as a place is free.',
    position: 'Position in the queue',
    wait: 'Estimated wait',
    waitMinutes: 'about {count} min',
    admittedTitle: 'It is your turn',
    admittedText: 'Complete your purchase before the time runs out.',
    timeLeft: 'Time left',
    minuteLeft: '1 minute left',
    minutesLeft: '{count} minutes left',
    expiredTitle: 'Time is up',
    expiredText: 'The session has expired and the place has been released.',
    leave: 'Leave the queue',
    continue: 'Continue to purchase',
    rejoin: 'Join the queue again',
  },
  fr: {
    waitingTitle: 'Vous êtes dans la file d’attente',
    waitingText: 'Gardez cette page ouverte\u00a0: vous entrerez dès qu’une place se libère.',
    position: 'Position dans la file',
    wait: 'Attente estimée',
    waitMinutes: 'environ {count} min',
    admittedTitle: 'C’est votre tour',
    admittedText: 'Finalisez votre achat avant la fin du temps imparti.',
    timeLeft: 'Temps restant',
    minuteLeft: 'Il reste 1 minute',
    minutesLeft: 'Il reste {count} minutes',
    expiredTitle: 'Temps écoulé',
    expiredText: 'La session a expiré et la place a été libérée.',
    leave: 'Quitter la file',
    continue: 'Continuer l’achat',
    rejoin: 'Rejoindre à nouveau la file',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type QueueStatusMessages = {
  -readonly [K in keyof (typeof queueStatusMessages)['it']]: string;
};
