import type { Locale } from '../../provider';

export interface ConsentBannerMessages {
  title: string;
  text: string;
  /** Text of the link to the cookie policy, when a policy address is given. */
  policyLink: string;
  acceptAll: string;
  rejectAll: string;
  customise: string;
}

export const consentBannerMessages = {
  it: {
    title: 'Questo sito usa i cookie',
    text: 'Usiamo cookie tecnici, sempre attivi, e, solo con il tuo consenso, cookie di misurazione e di marketing, anche di terze parti. Puoi accettarli tutti, rifiutarli tutti o scegliere categoria per categoria.',
    policyLink: 'Leggi la cookie policy',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    customise: 'Personalizza',
  },
  en: {
    title: 'This site uses cookies',
    text: 'We use technical cookies, always active, and, only with your consent, measurement and marketing cookies, including third-party ones. You can accept them all, reject them all or choose category by category.',
    policyLink: 'Read the cookie policy',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    customise: 'Customise',
  },
  fr: {
    title: 'Ce site utilise des cookies',
    text: 'Nous utilisons des cookies techniques, toujours actifs, et, uniquement avec votre consentement, des cookies de mesure d’audience et de marketing, y compris de tiers. Vous pouvez tous les accepter, tous les refuser ou choisir catégorie par catégorie.',
    policyLink: 'Lire la politique de cookies',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    customise: 'Personnaliser',
  },
} as const satisfies Record<Locale, ConsentBannerMessages>;
