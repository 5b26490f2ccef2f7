import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Locale } from '@city/design-system';
import { BookingsScreen } from '../../storefront/app/features/account/BookingsScreen';
import { CardScreen } from '../../storefront/app/features/account/CardScreen';
import { DashboardScreen } from '../../storefront/app/features/account/DashboardScreen';
import { LoginScreen } from '../../storefront/app/features/account/LoginScreen';
import { MeScreen } from '../../storefront/app/features/account/MeScreen';
import { OrdersScreen } from '../../storefront/app/features/account/OrdersScreen';
import { RegisterScreen } from '../../storefront/app/features/account/RegisterScreen';
import {
  bookingsData,
  cardData,
  dashboardData,
  loginData,
  meData,
  ordersData,
} from './account-data';
import { siteI18n, siteMessage } from './messages';
import { pageStory } from './site';

/**
 * The login and registration pages and the private area of a signed-in visitor
 * (routes/dashboard.*): her dashboard, profile, orders, bookings and loyalty card, each built from
 * what the route's loader reads for the visitor of the fixtures. Hydrated on the site.
 */
const meta = {
  title: 'Pages/Account',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;

const title = (key: string) => (_data: unknown, locale: Locale) =>
  siteMessage(locale, `commerce.titles.${key}`);

/** The login form, with the backend's single sign-on provider (routes/dashboard.login._index). */
export const Login = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard/login`,
  load: loginData,
  render: (data) => <LoginScreen sso={data.sso} redirect={null} notice={null} />,
  title: title('login'),
  hydrated: true,
  ready: async (canvas, locale) => {
    // The provider's link goes to the backend, which comes back to the site's SSO callback.
    const sso = canvas.getByRole('link', {
      name: siteI18n(locale).t('commerce.login.ssoWith', { provider: 'google' }),
    });
    await expect(sso.getAttribute('href')).toContain('/auth/login/google?redirect=');
  },
});

/** The registration form (routes/dashboard.registrazione._index: no loader). */
export const Register = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard/registrazione`,
  load: () => null,
  render: () => <RegisterScreen />,
  title: title('register'),
  hydrated: true,
});

/** The private area's home: the pages her roles open (card holder, outdoor operator). */
export const Dashboard = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard`,
  load: dashboardData,
  render: (data) => <DashboardScreen name={data.name} sections={data.sections} />,
  title: title('dashboard'),
  hydrated: true,
});

/** Her profile as the site knows it (routes/dashboard.me). */
export const Me = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard/me`,
  load: meData,
  render: (data) => <MeScreen {...data} />,
  title: title('me'),
  hydrated: true,
});

/** Her orders: paid, waiting for the payment, cancelled (routes/dashboard.profilo.ordini). */
export const Orders = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard/profilo/ordini`,
  load: ordersData,
  render: (data) => <OrdersScreen orders={data.orders} />,
  title: title('orders'),
  hydrated: true,
});

/** Her bookings: those to come, and the past ones folded away (routes/dashboard.profilo.prenotazioni). */
export const Bookings = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard/profilo/prenotazioni`,
  load: bookingsData,
  render: (data) => <BookingsScreen bookings={data.bookings} now={data.now} />,
  title: title('bookings'),
  hydrated: true,
  ready: async (canvas, locale) => {
    // The two past bookings are under a section that starts closed.
    const past = canvas.getByRole('button', {
      name: siteI18n(locale).t('commerce.dashboard.pastBookings', { count: 2 }),
    });
    await expect(past).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Her loyalty card, passes and gift cards (routes/dashboard.profilo.card._index). */
export const Card = pageStory({
  path: (locale: Locale) => `/${locale}/dashboard/profilo/card`,
  load: cardData,
  render: (data) => <CardScreen card={data.card} passes={data.passes} gifts={data.gifts} />,
  title: title('card'),
  hydrated: true,
});
