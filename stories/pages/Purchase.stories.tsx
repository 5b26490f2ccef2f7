import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Locale } from '@city/design-system';
import { AppointmentScreen } from '../../storefront/app/features/purchase/AppointmentScreen';
import { BundleScreen } from '../../storefront/app/features/purchase/BundleScreen';
import { ProductScreen } from '../../storefront/app/features/purchase/ProductScreen';
import { TourScreen } from '../../storefront/app/features/purchase/TourScreen';
import { QueueScreen } from '../../storefront/app/features/queue/QueueScreen';
import {
  QUEUE_DAY,
  QUEUE_SLOT,
  answerQueue,
  appointmentData,
  bundleData,
  bundleDayData,
  productData,
  queueData,
  TOUR_DAY,
  tourData,
  tourDayData,
} from './commerce-data';
import { siteI18n, siteMessage } from './messages';
import { pageStory } from './site';

/**
 * The purchase pages (routes/acquista.*): what is bought beside the choice, then the rate,
 * quantity, holder or date and time, and the way into the cart. Server HTML on the site, with
 * the forms run by the page script without React (the queue's panel as an island).
 */
const meta = {
  title: 'Pages/Purchase',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

/** A card of the price list, with its rates and agreements (routes/acquista.$tipo.$id.tsx). */
export const Product = pageStory({
  path: (locale: Locale) => `/${locale}/acquista/carte/501`,
  load: productData,
  render: (data) => <ProductScreen data={data} />,
  title: (data) => data.summary.title,
  // Server HTML on the site: the form is native, run by the page script without React.
  hydrated: false,
});

/** A guided tour: its days on the calendar, before a day is chosen. */
export const GuidedTour = pageStory({
  path: (locale: Locale) => `/${locale}/acquista/visite-guidate/801`,
  load: tourData,
  render: (data) => <TourScreen data={data} />,
  title: (data) => data.summary.title,
  // Server HTML on the site: the calendar and the form are native, run by the page script.
  hydrated: false,
});

/** The guided tour on a day: its times with their places, then the purchase form. */
export const GuidedTourDay = pageStory({
  path: (locale: Locale) => `/${locale}/acquista/visite-guidate/801?data=${TOUR_DAY}`,
  load: tourDayData,
  render: (data) => <TourScreen data={data} />,
  title: (data) => data.summary.title,
  hydrated: false,
});

/** An appointment with a day chosen whose afternoon is sold out: booked through the queue. */
export const Appointment = pageStory({
  path: (locale: Locale) => `/${locale}/acquista/appuntamenti/901/${QUEUE_DAY}`,
  load: appointmentData,
  render: (data) => <AppointmentScreen data={data} />,
  title: (data) => data.summary.title,
  // Server HTML on the site: the calendar and the times' form are native, run by the page script.
  hydrated: false,
});

/** The waiting queue of that afternoon, for two places: third in line. */
export const Queue = pageStory({
  path: (locale: Locale) =>
    `/${locale}/acquista/appuntamenti/901/${QUEUE_DAY}/queue?slot=${QUEUE_SLOT}&posti=2`,
  load: queueData,
  render: (data) => <QueueScreen data={data} />,
  title: (_data, locale) => siteMessage(locale, 'commerce.titles.queue'),
  hydrated: true,
  setup: answerQueue,
  ready: async (canvas, locale) => {
    // Registered in the queue: the visitor's place, read from the shop through the site.
    const position = siteI18n(locale).t('commerce.queue.position', { position: 3 });
    await expect(await canvas.findByText(position)).toBeVisible();
  },
});

/** A bundle: what it includes at the combined price, and the calendar of its guided tour. */
export const Bundle = pageStory({
  path: (locale: Locale) => `/${locale}/acquista/bundle/601`,
  load: bundleData,
  render: (data) => <BundleScreen data={data} />,
  title: (data) => data.summary.title,
  // Server HTML on the site: the calendar and the form are native, run by the page script.
  hydrated: false,
});

/** The bundle with the day of its guided tour chosen: the day's times, then the language. */
export const BundleDay = pageStory({
  path: (locale: Locale) => `/${locale}/acquista/bundle/601?giorno_1=${TOUR_DAY}`,
  load: bundleDayData,
  render: (data) => <BundleScreen data={data} />,
  title: (data) => data.summary.title,
  hydrated: false,
});
