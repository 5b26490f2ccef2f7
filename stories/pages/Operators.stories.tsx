import type { Meta } from '@storybook/react-vite';
import type { Locale } from '@city/design-system';
import { ListingFormScreen } from '../../storefront/app/features/operators/ListingFormScreen';
import { ListingsScreen } from '../../storefront/app/features/operators/ListingsScreen';
import type { OperatorKind } from '../../storefront/app/features/operators/listing';
import { listingsData } from './commerce-data';
import { siteMessage } from './messages';
import { pageStory } from './site';

/**
 * The operators' dashboards (routes/dashboard.{outdoor,incoming,ristorazione,appuntamenti}._index):
 * the signed-in operator's own listings with their moderation state, a link to create one and to
 * edit each; and the form that creates a listing. Hydrated on the site.
 */
const meta = {
  title: 'Pages/Operators',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

function dashboard(kind: OperatorKind) {
  return pageStory({
    path: (locale: Locale) => `/${locale}/dashboard/${kind}`,
    load: () => listingsData(kind),
    render: (data) => <ListingsScreen kind={kind} listings={data.listings} saved={null} />,
    title: (_data, locale) => siteMessage(locale, `commerce.operators.${kind}.list`),
    hydrated: true,
  });
}

export const Outdoor = dashboard('outdoor');
export const Incoming = dashboard('incoming');
export const Ristorazione = dashboard('ristorazione');
export const Appuntamenti = dashboard('appuntamenti');

/**
 * A new outdoor listing (routes/dashboard.outdoor.crea: no loader data, the form is empty): title
 * and description per language, contacts, an image and the request to publish it.
 */
export const CreateOutdoor = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard/outdoor/crea`,
  load: () => null,
  render: () => <ListingFormScreen kind="outdoor" listing={null} />,
  title: (_data, locale) => siteMessage(locale, 'commerce.operators.outdoor.create'),
  hydrated: true,
});
