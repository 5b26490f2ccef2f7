import type { Meta } from '@storybook/react-vite';
import type { Locale } from '@city/design-system';
import { ContentDetail } from '../../storefront/app/features/content/ContentDetail';
import { contentData, contentPath, previewData } from './content-data';
import { pageStory } from './site';

/**
 * The content page of each type that has a page of its own (routes/content.$.tsx, the catch-all
 * of slugs): hero with breadcrumb, text, and the aside with dates, place, prices, contacts and the
 * purchase or booking link. Not hydrated on the site.
 */
const meta = {
  title: 'Pages/Content',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

function content(tipo: string) {
  return pageStory({
    path: (locale: Locale) => contentPath(locale, tipo),
    load: (locale: Locale) => contentData(locale, tipo),
    title: (data) => data.item.titolo,
    render: (data) => <ContentDetail page={data} />,
  });
}

export const Event = content('eventi');
export const Page = content('pagine');
export const Resource = content('risorse');
export const Activity = content('attivita');
export const Product = content('prodotti');
export const Package = content('pacchetti');
export const Show = content('spettacoli');
export const GuidedTour = content('visite_guidate');
export const Appointment = content('appuntamenti');
export const News = content('news_convention');
export const Restaurant = content('ristoranti');

/** An editor's preview of a draft (routes/preview.$type.$id.tsx): never indexed. */
export const Preview = pageStory({
  path: (locale: Locale) => `/${locale}/preview/eventi/101?token=anteprima-fixture`,
  load: (locale: Locale) => previewData(locale, 'eventi'),
  title: (data) => data.item.titolo,
  render: (data) => <ContentDetail page={data} />,
});
