import type { Meta } from '@storybook/react-vite';
import type { Locale } from '@city/design-system';
import { LoyaltyCalendarScreen } from '../../storefront/app/features/loyalty/LoyaltyCalendarScreen';
import { loyaltyCalendarData } from './account-data';
import { siteMessage } from './messages';
import { pageStory } from './site';

/**
 * The loyalty card's pages for its holder (routes/dashboard.armonia.*), built from what the
 * route's loader reads for the card holder of the fixtures. Hydrated on the site.
 */
const meta = {
  title: 'Pages/Loyalty',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

/**
 * The activities the card lets her book, each with the number of its dates
 * (routes/dashboard.armonia.calendario._index).
 */
export const Calendar = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard/armonia/calendario`,
  load: loyaltyCalendarData,
  render: (data) => <LoyaltyCalendarScreen activities={data.activities} />,
  title: (_data, locale) => siteMessage(locale, 'commerce.titles.loyaltyCalendar'),
  hydrated: true,
});
