import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { SiteHeader } from './SiteHeader';
import { cartLabel } from './cart-label';
import { siteHeaderMessages } from './messages';

afterEach(cleanup);

const props = {
  logo: <a href="/en">City of Turin – home</a>,
  shortcuts: [{ label: 'Events', href: '/en/agenda', icon: 'calendar' as const, current: true }],
  languageHrefs: { it: '/it/agenda', en: '/en/agenda', fr: '/fr/agenda' },
  cart: { href: '/en/carrello', count: 3 },
  account: { href: '/en/dashboard' },
  search: { action: '/en/cerca' },
};

describe('cartLabel', () => {
  it('announces the number of items with the plural of the locale', () => {
    expect(cartLabel(siteHeaderMessages.en, 3, 'en')).toBe('Cart, 3 items');
    expect(cartLabel(siteHeaderMessages.en, 1, 'en')).toBe('Cart, 1 item');
    expect(cartLabel(siteHeaderMessages.it, 0, 'it')).toBe('Carrello, vuoto');
    expect(cartLabel(siteHeaderMessages.fr, 2, 'fr')).toBe('Panier, 2 articles');
    expect(cartLabel(siteHeaderMessages.fr, 1200, 'fr')).toBe('Panier, 1\u202f200 articles');
  });
});

describe('SiteHeader', () => {
  it('names every tool by its words, with the cart count beside the cart icon', () => {
    render(
      <DesignSystemProvider locale="en">
        <SiteHeader {...props} />
      </DesignSystemProvider>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link')[0]).toHaveAttribute('href', '#main');
    const tools = within(banner).getByRole('navigation', { name: 'Tools' });
    expect(within(tools).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tools).getByRole('link', { name: 'Search' })).toHaveAttribute(
      'href',
      '/en/cerca',
    );
    const cart = within(tools).getByRole('link', { name: 'Cart, 3 items' });
    expect(cart).toHaveAttribute('href', '/en/carrello');
    expect(cart.querySelector('[aria-hidden="true"]:not(svg)')).toHaveTextContent('3');
    expect(within(tools).getByRole('link', { name: 'My account' })).toBeInTheDocument();
    // no sections: no menu button and no drawer code requested
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links the page in every language, codes shown and names in each language', async () => {
    const onLanguageSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <DesignSystemProvider locale="fr">
        <SiteHeader {...props} onLanguageSelect={onLanguageSelect} />
      </DesignSystemProvider>,
    );
    const languages = screen.getByRole('navigation', { name: 'Langue' });
    const links = within(languages).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(['it-IT', 'en-GB', 'fr-FR']);
    expect(within(languages).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(links[1]).toHaveTextContent(/^ENEnglish$/);
    links[1]!.addEventListener('click', (event) => event.preventDefault());
    await user.click(links[1]!);
    expect(onLanguageSelect).toHaveBeenCalledWith('en');
  });

  it('loads the drawer with the sections on the first press of the menu button', async () => {
    const user = userEvent.setup();
    render(
      <DesignSystemProvider locale="it">
        <SiteHeader
          {...props}
          navigation={[
            { label: 'Visita', href: '/it/visita' },
            { label: 'Scuole', href: '/it/scuole', current: true },
          ]}
        />
      </DesignSystemProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const menuButton = screen.getByRole('button', { name: 'Apri il menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = within(drawer).getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(nav).getByRole('link', { name: 'Scuole' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(drawer).getByRole('search')).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Visita' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('SiteHeader brand', () => {
  it('links the site’s name home when no logo is given, after the skip link', () => {
    const { logo: _logo, ...rest } = props;
    render(
      <DesignSystemProvider locale="it" interactive={false}>
        <SiteHeader
          {...rest}
          brand={{ href: '/it', name: 'Città', label: 'Città – pagina iniziale' }}
        />
      </DesignSystemProvider>,
    );
    const links = within(screen.getByRole('banner')).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Vai al contenuto principale');
    expect(links[1]).toHaveAccessibleName('Città – pagina iniziale');
    expect(links[1]).toHaveAttribute('href', '/it');
    expect(links[1]).toHaveTextContent(/^Città$/);
  });
});
