import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, DataTable, Link } from '@city/design-system';

const meta = {
  title: 'Components/Content/DataTable',
  component: DataTable,
  tags: ['autodocs'],
  args: {
    caption: 'I tuoi ordini, dal più recente',
    columns: [
      { id: 'number', label: 'Ordine', isRowHeader: true, noWrap: true },
      { id: 'date', label: 'Data' },
      { id: 'status', label: 'Stato' },
      { id: 'total', label: 'Totale', align: 'end' },
    ],
    rows: [
      {
        id: 1,
        cells: {
          number: <Link href="/it/checkout/success/1">A-2026-1042</Link>,
          date: '3 dicembre 2026',
          status: <Badge variant="positive">Pagato</Badge>,
          total: '35,00 €',
        },
      },
      {
        id: 2,
        cells: {
          number: <Link href="/it/checkout/success/2">A-2026-0977</Link>,
          date: '28 novembre 2026',
          status: <Badge>Annullato</Badge>,
          total: '120,50 €',
        },
      },
    ],
  },
} satisfies Meta<typeof DataTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Orders: the number names each row; the frame scrolls sideways on a phone and takes focus. */
export const Orders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'I tuoi ordini, dal più recente' });
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    await userEvent.tab();
    await expect(
      canvas.getByRole('region', { name: 'I tuoi ordini, dal più recente' }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'A-2026-1042' })).toHaveFocus();
  },
};

/** A heading above already says what the table is: the caption is kept for screen readers. */
export const HiddenCaption: Story = { args: { hideCaption: true } };

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    caption: 'Vos commandes, de la plus récente à la plus ancienne',
    columns: [
      { id: 'number', label: 'Numéro de commande', isRowHeader: true },
      { id: 'date', label: 'Date' },
      { id: 'status', label: 'État' },
      { id: 'total', label: 'Total', align: 'end' },
    ],
    rows: [
      {
        id: 1,
        cells: {
          number: 'A-2026-1042',
          date: '3 décembre 2026',
          status: 'En attente de paiement',
          total: '1 235,00 €',
        },
      },
    ],
  },
};
