import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '@city/design-system';

const meta = {
  title: 'Components/Navigation/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  args: {
    homeHref: '/it',
    items: [
      { label: 'Visita', href: '/it/visita' },
      { label: 'Pianifica la tua visita', href: '/it/visita/pianifica-la-tua-visita' },
      {
        label: 'Uffici del turismo',
        href: '/it/visita/pianifica-la-tua-visita/uffici-del-turismo',
      },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home first, the trail as links, the current page last as text with aria-current. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Percorso di navigazione' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Home',
      'Visita',
      'Pianifica la tua visita',
    ]);
    await expect(within(nav).getByText('Uffici del turismo')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(links[2]).toHaveFocus();
  },
};

export const SingleLevel: Story = { args: { items: [{ label: 'Agenda', href: '/it/agenda' }] } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    homeHref: '/fr',
    items: [
      { label: 'Découvrir', href: '/fr/decouvrir' },
      { label: 'Préparer ton séjour', href: '/fr/decouvrir/preparer-ton-sejour' },
      {
        label: 'Offices de tourisme et points d’information',
        href: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(within(nav).getAllByRole('link')[0]).toHaveTextContent('Accueil');
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    homeHref: '/en',
    items: [
      { label: 'Visit', href: '/en/visit' },
      { label: 'Tourist offices', href: '/en/visit/plan-your-trip/tourist-offices' },
    ],
  },
};

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
