import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteHeader } from '@city/design-system';

const meta = {
  title: 'Components/Navigation/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    logo: (
      <a href="/it" style={{ fontWeight: 700, fontSize: '1.25rem', color: 'inherit' }}>
        Torino
      </a>
    ),
    navigation: [
      { label: 'Visita', href: '/it/visita' },
      { label: 'Agenda', href: '/it/agenda', current: true },
      { label: 'Dormire e mangiare', href: '/it/dormire-e-mangiare' },
      { label: 'Convention bureau', href: '/it/convention' },
      { label: 'Travel trade', href: '/it/trade' },
      { label: 'Scuole', href: '/it/scuole' },
    ],
    languageHrefs: { it: '/it/agenda', en: '/en/agenda', fr: '/fr/agenda' },
    cart: { href: '/it/carrello', count: 3 },
    account: { href: '/it/dashboard' },
    search: { action: '/it/cerca' },
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

/** Mobile: the menu button opens the navigation in a drawer; Escape closes it and focus returns. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Carrello, 3 articoli' })).toBeInTheDocument();
    const menuButton = canvas.getByRole('button', { name: 'Apri il menu' });
    await step('opens the drawer with the navigation', async () => {
      await userEvent.click(menuButton);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      const nav = within(drawer).getByRole('navigation', { name: 'Navigazione principale' });
      await expect(within(nav).getByRole('link', { name: 'Agenda' })).toHaveAttribute(
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

/** Desktop layout: navigation and search in the bar, no menu button. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

/** French labels and an empty cart. */
export const FrenchEmptyCart: Story = {
  globals: { locale: 'fr' },
  args: {
    navigation: [
      { label: 'Découvrir', href: '/fr/decouvrir' },
      { label: 'Agenda', href: '/fr/agenda' },
      { label: 'Se loger et se restaurer', href: '/fr/se-loger' },
      { label: 'Tourisme d’affaires et congrès', href: '/fr/convention' },
    ],
    languageHrefs: { it: '/it/agenda', en: '/en/agenda', fr: '/fr/agenda' },
    cart: { href: '/fr/carrello', count: 0 },
    account: { href: '/fr/dashboard' },
    search: { action: '/fr/cerca' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Panier, vide' }),
    ).toBeInTheDocument();
  },
};

/** The sibling regional brand, menu open. */
export const RegioneTheme: Story = {
  globals: { theme: 'regione', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apri il menu' }));
    await screen.findByRole('dialog', { name: 'Menu' });
  },
};
