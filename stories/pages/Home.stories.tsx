import type { Meta } from '@storybook/react-vite';
import { HomeScreen } from '../../storefront/app/features/content/HomeScreen';
import { homeData } from './content-data';
import { siteMessage } from './messages';
import { pageStory } from './site';

/** The home page (routes/home.tsx): not hydrated, rendered by the server alone. */
const meta = {
  title: 'Pages/Home',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

export const Home = pageStory({
  path: (locale) => `/${locale}`,
  load: homeData,
  title: (data) => siteMessage(data.locale, 'home.title'),
  render: (data) => (
    <HomeScreen
      locale={data.locale}
      today={data.today}
      upcoming={data.upcoming}
      discover={data.discover}
    />
  ),
});

/** The same page in English (the language a story shows is the toolbar's, unless it says one). */
export const English = { ...Home, globals: { locale: 'en' } };

/** The same page in French. */
export const French = { ...Home, globals: { locale: 'fr' } };
