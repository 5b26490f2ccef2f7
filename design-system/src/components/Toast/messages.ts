import type { Locale } from '../../provider';

export interface ToastMessages {
  /** Name of the notifications landmark. */
  region: string;
  dismiss: string;
}

export const toastMessages = {
  it: { region: 'Notifiche', dismiss: 'Chiudi la notifica' },
  en: { region: 'Notifications', dismiss: 'Dismiss notification' },
  fr: { region: 'Notifications', dismiss: 'Fermer la notification' },
} as const satisfies Record<Locale, ToastMessages>;
