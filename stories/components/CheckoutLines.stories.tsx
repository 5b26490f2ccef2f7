import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutLines } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/CheckoutLines',
  component: CheckoutLines,
  tags: ['autodocs'],
  args: {
    lines: [
      { id: 'card', title: 'Torino Piemonte Card 48 ore', quantity: 2, totalCents: 7000 },
      {
        id: 'gift',
        title: 'Carta regalo',
        quantity: 1,
        totalCents: 2500,
        details: ['Per: amica@example.org'],
      },
      {
        id: 'tour',
        title: 'Visita guidata al Palazzo Reale',
        quantity: 2,
        totalCents: 2400,
        originalCents: 3000,
        kind: 'combo',
        details: ['05/12/2026 10:30', 'Lingua: italiano'],
      },
    ],
  },
} satisfies Meta<typeof CheckoutLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order about to be paid, line by line, with a combo price struck through. */
export const Order: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = canvas.getByRole('region', { name: 'Il tuo ordine' });
    const lines = within(section).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent('2 × Torino Piemonte Card 48 ore');
    await expect(lines[2]?.querySelector('s')).toHaveTextContent(/30,00/);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** The shop refused a line: its reason is announced inside that line. */
export const RefusedLine: Story = {
  args: {
    lines: [
      { id: 'card', title: 'Torino Piemonte Card 48 ore', quantity: 2, totalCents: 7000 },
      {
        id: 'pass',
        title: 'Abbonamento Musei Athena',
        quantity: 1,
        totalCents: 5200,
        details: ['Titolare: Anna Rossi'],
        error: 'Questo prodotto non è più in vendita: rimuovilo dal carrello per continuare.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const refused = canvas.getAllByRole('listitem')[1] as HTMLElement;
    await expect(within(refused).getByRole('alert')).toHaveTextContent(/non è più in vendita/);
  },
};

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    lines: [
      {
        id: 'tour',
        title: 'Visite guidée nocturne des toits du Palais Royal et de la Chapelle du Saint-Suaire',
        quantity: 3,
        totalCents: 13500,
        details: ['Pour : une-adresse-electronique-tres-longue@example.org', 'Langue : français'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('region', { name: 'Votre commande' }),
    ).toBeInTheDocument();
  },
};
