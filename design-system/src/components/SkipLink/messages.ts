import type { Locale } from '../../provider';

export interface SkipLinkMessages {
  skipToContent: string;
}

export const skipLinkMessages = {
  it: { skipToContent: 'Vai al contenuto principale' },
  en: { skipToContent: 'Skip to main content' },
  fr: { skipToContent: 'Aller au contenu principal' },
} as const satisfies Record<Locale, SkipLinkMessages>;
