import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Navigation/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: (
      <a href="/it" style={{ fontWeight: 700, fontSize: '1.25rem', color: 'inherit' }}>
        Città di Torino – Turismo
      </a>
    ),
    shortcuts: [{ label: 'Agenda', href: '/it/agenda', icon: 'calendar', current: true }],
    search: { action: '/it/cerca' },
    languageHrefs: { it: '/it/agenda', en: '/en/agenda', fr: '/fr/agenda' },
    cart: { href: '/it/carrello', count: 3 },
    account: { href: '/it/dashboard' },
  },
  render: (args) => (
    <>
      <SiteHeader {...args} />
      <main id="main" tabIndex={-1} style={{ padding: '1rem' }}>
        <h1>Agenda</h1>
      </main>
    </>
  ),
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = [
  { label: 'Visita', href: '/it/visita' },
  { label: 'Dormire e mangiare', href: '/it/dormire-e-mangiare' },
  { label: 'Convention bureau', href: '/it/convention' },
  { label: 'Travel trade', href: '/it/trade' },
  { label: 'Scuole', href: '/it/scuole' },
];

/**
 * Phones: the tools show their icons only, each link keeps its words as its name, the cart count
 * sits beside its icon, and nothing scrolls sideways.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('link', { name: 'Carrello, 3 articoli' });
    await expect(cart).toHaveTextContent('3');
    await expect(canvas.getByRole('link', { name: 'Agenda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Cerca' })).toHaveAttribute('href', '/it/cerca');
    await expect(canvas.getByRole('link', { name: 'Area riservata' })).toBeVisible();
    const banner = canvas.getByRole('banner');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** With sections: on phones the menu button loads the drawer; Escape closes it, focus returns. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    shortcuts: [{ label: 'Agenda', href: '/it/agenda', icon: 'calendar' }],
    navigation: sections.map((item) => ({ ...item, current: item.label === 'Scuole' })),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Apri il menu' });
    await step('opens the drawer with the sections and the search field', async () => {
      await userEvent.click(menuButton);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
      const nav = within(drawer).getByRole('navigation', { name: 'Navigazione principale' });
      await expect(within(nav).getByRole('link', { name: 'Scuole' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(within(drawer).getByRole('search')).toBeInTheDocument();
    });
    await step('Escape closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(menuButton).toHaveFocus();
    });
  },
};

/** The skip link is the first stop of the keyboard and points at the main content. */
export const SkipLinkFirst: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const skip = document.activeElement as HTMLAnchorElement;
    await expect(within(canvasElement).getByRole('banner')).toContainElement(skip);
    await expect(skip).toHaveAttribute('href', '#main');
  },
};

/** Desktop: the tools with their words, the languages and the sections in one bar. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { navigation: sections },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carrello, 3 articoli')).toBeVisible();
    // the menu button is there for phones only
    await expect(canvasElement.querySelector('button[aria-haspopup]')).not.toBeVisible();
    const languages = canvas.getByRole('navigation', { name: 'Lingua' });
    await expect(within(languages).getByRole('link', { name: 'Italiano' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** French labels and an empty cart. */
export const FrenchEmptyCart: Story = {
  globals: { locale: 'fr' },
  args: {
    logo: (
      <a href="/fr" style={{ fontWeight: 700, fontSize: '1.25rem', color: 'inherit' }}>
        Ville de Turin – Tourisme
      </a>
    ),
    shortcuts: [{ label: 'Agenda', href: '/fr/agenda', icon: 'calendar' }],
    search: { action: '/fr/cerca' },
    languageHrefs: { it: '/it/agenda', en: '/en/agenda', fr: '/fr/agenda' },
    cart: { href: '/fr/carrello', count: 0 },
    account: { href: '/fr/dashboard' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Panier, vide' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Rechercher' })).toBeInTheDocument();
  },
};

/** The sibling regional brand on a phone, menu open. */
export const RegioneTheme: Story = {
  globals: { theme: 'regione', viewport: { value: 'mobile', isRotated: false } },
  args: { navigation: sections },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apri il menu' }));
    await screen.findByRole('dialog', { name: 'Menu' }, { timeout: 5000 });
  },
};

/**
 * The site's header as the storefront renders it on pages that are not hydrated: its name as the
 * brand, the language codes of LanguageSwitcher, plain links (native mode).
 */
export const BrandWithoutReact: Story = {
  args: {
    logo: undefined,
    brand: { href: '/it', name: 'Città', label: 'Città – pagina iniziale' },
  },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(canvasElement.querySelector('[data-rac]')).toBeNull();
    const brand = within(banner).getByRole('link', { name: 'Città – pagina iniziale' });
    await expect(brand).toHaveAttribute('href', '/it');
    const languages = within(banner).getByRole('navigation', { name: 'Lingua' });
    await expect(within(languages).getAllByRole('link')).toHaveLength(3);
  },
};
