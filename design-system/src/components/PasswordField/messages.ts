import type { Locale } from '../../provider';

export const passwordFieldMessages = {
  it: { show: 'Mostra password', shown: 'Password visibile', hidden: 'Password nascosta' },
  en: { show: 'Show password', shown: 'Password shown', hidden: 'Password hidden' },
  fr: {
    show: 'Afficher le mot de passe',
    shown: 'Mot de passe affiché',
    hidden: 'Mot de passe masqué',
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type PasswordFieldMessages = {
  -readonly [K in keyof (typeof passwordFieldMessages)['it']]: string;
};
