import type { Locale } from '../../provider';

export interface ConsentPreferencesMessages {
  title: string;
  intro: string;
  /** Note about the technical cookies, which need no consent and have no box. */
  necessaryNote: string;
  gdprLabel: string;
  gdprDescription: string;
  misurazioneLabel: string;
  misurazioneDescription: string;
  marketingLabel: string;
  marketingDescription: string;
  save: string;
  acceptAll: string;
  rejectAll: string;
  /** Accessible name of the close button. */
  close: string;
}

export const consentPreferencesMessages = {
  it: {
    title: 'Preferenze sui cookie',
    intro:
      'Scegli quali categorie di cookie facoltativi accettare. Puoi cambiare idea in qualsiasi momento dal link "Preferenze cookie" in fondo alla pagina.',
    necessaryNote:
      'I cookie tecnici necessari al funzionamento del sito sono sempre attivi e non richiedono consenso.',
    gdprLabel: 'Consenso generale',
    gdprDescription:
      'Autorizza tutti i servizi facoltativi descritti nella cookie policy, compreso il gestore dei tag.',
    misurazioneLabel: 'Misurazione',
    misurazioneDescription:
      'Statistiche anonime sulle visite che ci aiutano a capire come viene usato il sito e a migliorarlo.',
    marketingLabel: 'Marketing',
    marketingDescription:
      'Cookie di terze parti per mostrarti contenuti e pubblicità in linea con i tuoi interessi.',
    save: 'Salva le preferenze',
    acceptAll: 'Accetta tutti',
    rejectAll: 'Rifiuta tutti',
    close: 'Chiudi',
  },
  en: {
    title: 'Cookie preferences',
    intro:
      'Choose which categories of optional cookies to accept. You can change your mind at any time from the "Cookie preferences" link at the bottom of the page.',
    necessaryNote:
      'Technical cookies needed for the site to work are always active and need no consent.',
    gdprLabel: 'General consent',
    gdprDescription:
      'Allows every optional service described in the cookie policy, including the tag manager.',
    misurazioneLabel: 'Measurement',
    misurazioneDescription:
      'Anonymous visit statistics that help us understand how the site is used and improve it.',
    marketingLabel: 'Marketing',
    marketingDescription:
      'Third-party cookies that show you content and advertising matching your interests.',
    save: 'Save preferences',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    close: 'Close',
  },
  fr: {
    title: 'Préférences en matière de cookies',
    intro:
      'Choisissez les catégories de cookies facultatifs que vous acceptez. Vous pouvez changer d’avis à tout moment grâce au lien « Préférences cookies » en bas de page.',
    necessaryNote:
      'Les cookies techniques nécessaires au fonctionnement du site sont toujours actifs et ne demandent pas de consentement.',
    gdprLabel: 'Consentement général',
    gdprDescription:
      'Autorise tous les services facultatifs décrits dans la politique de cookies, y compris le gestionnaire de balises.',
    misurazioneLabel: 'Mesure d’audience',
    misurazioneDescription:
      'Statistiques anonymes de visite qui nous aident à comprendre l’usage du site et à l’améliorer.',
    marketingLabel: 'Marketing',
    marketingDescription:
      'Cookies tiers qui vous proposent des contenus et des publicités adaptés à vos centres d’intérêt.',
    save: 'Enregistrer les préférences',
    acceptAll: 'Tout accepter',
    rejectAll: 'Tout refuser',
    close: 'Fermer',
  },
} as const satisfies Record<Locale, ConsentPreferencesMessages>;
