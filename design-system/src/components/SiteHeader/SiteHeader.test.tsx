import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { SiteHeader, cartLabel } from './SiteHeader';
import { siteHeaderMessages } from './messages';

afterEach(cleanup);

const props = {
  logo: <a href="/en">City of Turin – home</a>,
  navigation: [
    { label: 'Visit', href: '/en/visit' },
    { label: 'Events', href: '/en/agenda', current: true },
  ],
  languageHrefs: { it: '/it/agenda', en: '/en/agenda', fr: '/fr/agenda' },
  cart: { href: '/en/carrello', count: 3 },
  account: { href: '/en/dashboard' },
  search: { action: '/en/cerca' },
};

describe('cartLabel', () => {
  it('announces the number of items with the plural of the locale', () => {
    expect(cartLabel(siteHeaderMessages.en, 3, 'en-GB')).toBe('Cart, 3 items');
    expect(cartLabel(siteHeaderMessages.en, 1, 'en-GB')).toBe('Cart, 1 item');
    expect(cartLabel(siteHeaderMessages.it, 0, 'it-IT')).toBe('Carrello, vuoto');
    expect(cartLabel(siteHeaderMessages.fr, 2, 'fr-FR')).toBe('Panier, 2 articles');
  });
});

describe('SiteHeader', () => {
  it('renders a banner with skip link, named navigation, cart count and search', () => {
    render(
      <DesignSystemProvider locale="en">
        <SiteHeader {...props} />
      </DesignSystemProvider>,
    );
    const banner = screen.getByRole('banner');
    const links = within(banner).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '#main');
    const nav = within(banner).getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(banner).getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute(
      'href',
      '/en/carrello',
    );
    expect(within(banner).getByRole('search')).toHaveAttribute('action', '/en/cerca');
  });

  it('opens the navigation in a drawer from the menu button and closes it on a link', async () => {
    const user = userEvent.setup();
    render(
      <DesignSystemProvider locale="it">
        <SiteHeader {...props} />
      </DesignSystemProvider>,
    );
    const menuButton = screen.getByRole('button', { name: 'Apri il menu' });
    await user.click(menuButton);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Navigazione principale' });
    await user.click(within(nav).getByRole('link', { name: 'Visit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
