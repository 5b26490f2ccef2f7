import type { Meta } from '@storybook/react-vite';
import type { Locale } from '@city/design-system';
import { MissingTranslationScreen } from '../../storefront/app/features/content/MissingTranslationScreen';
import { siteMessage } from './messages';
import { pageStory } from './site';

/**
 * Where the language switch leads when a page has no translation in the chosen language
 * (routes/traduzione-mancante.tsx). Not hydrated on the site.
 */
const meta = {
  title: 'Pages/Missing translation',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

export const MissingTranslation = pageStory({
  path: (locale: Locale) => `/${locale}/traduzione-mancante`,
  load: (locale: Locale) => ({
    locale,
    alternates: {
      it: '/it/traduzione-mancante',
      en: '/en/traduzione-mancante',
      fr: '/fr/traduzione-mancante',
    },
  }),
  render: (data) => <MissingTranslationScreen locale={data.locale} />,
  title: (data) => siteMessage(data.locale, 'missing.title'),
});
