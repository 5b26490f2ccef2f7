import type { Locale } from '../../provider';

export interface AlertMessages {
  info: string;
  success: string;
  warning: string;
  error: string;
  dismiss: string;
}

export const alertMessages = {
  it: {
    info: 'Informazione',
    success: 'Operazione riuscita',
    warning: 'Attenzione',
    error: 'Errore',
    dismiss: 'Chiudi il messaggio',
  },
  en: {
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
    dismiss: 'Dismiss message',
  },
  fr: {
    info: 'Information',
    success: 'Opération réussie',
    warning: 'Attention',
    error: 'Erreur',
    dismiss: 'Fermer le message',
  },
} as const satisfies Record<Locale, AlertMessages>;
