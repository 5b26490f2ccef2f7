import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, OrderSummary, orderStatuses } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  argTypes: { status: { control: 'inline-radio', options: orderStatuses } },
  args: {
    orderId: 'ORD-2026-004218',
    status: 'paid',
    createdAt: '2026-06-01T09:42:00',
    lines: [
      {
        id: '1',
        title: 'Museo Egizio – intero',
        details: ['13/06/2026 ore 10:30'],
        quantity: 2,
        totalCents: 3600,
      },
      {
        id: '2',
        title: 'Visita guidata al Palazzo Reale',
        details: ['Lingua: italiano'],
        quantity: 1,
        totalCents: 1500,
      },
    ],
    discountCents: 510,
    totalCents: 4590,
  },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  args: { children: <Button variant="secondary">Scarica i biglietti</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent('Ordine ORD-2026-004218');
    await expect(canvasElement).toHaveTextContent('Pagato');
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-06-01T09:42',
    );
  },
};

export const Pending: Story = { args: { status: 'pending' } };
export const Failed: Story = { args: { status: 'failed' } };
export const Cancelled: Story = { args: { status: 'cancelled', discountCents: null } };
export const Refunded: Story = { globals: { locale: 'en' }, args: { status: 'refunded' } };
export const Expired: Story = { args: { status: 'expired' } };
export const Review: Story = { globals: { locale: 'fr' }, args: { status: 'review' } };

/** A paid order with one line cancelled by the organiser and its refund. */
export const CancelledLineRefund: Story = {
  args: {
    lines: [
      {
        id: '1',
        title: 'Museo Egizio – intero',
        details: ['13/06/2026 ore 10:30'],
        quantity: 2,
        totalCents: 3600,
      },
      {
        id: '2',
        title: 'Visita guidata al Palazzo Reale',
        details: ['Lingua: italiano'],
        quantity: 1,
        totalCents: 1500,
        cancelled: true,
      },
    ],
    refunds: [
      {
        id: 'r1',
        amountCents: 1500,
        state: 'succeeded',
        date: '2026-06-02T09:15:00',
        details: ['Visita guidata al Palazzo Reale'],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Rimborsi' })).toHaveTextContent('Rimborsato');
    await expect(canvasElement.querySelector('s')).toBeInTheDocument();
  },
};

export const RegioneRefund: Story = {
  globals: { theme: 'regione' },
  args: {
    status: 'cancelled',
    refunds: [{ id: 'r1', amountCents: 4590, state: 'requested', date: '2026-06-02T09:15:00' }],
  },
};
export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    lines: [
      {
        id: '1',
        title:
          'Abonnement annuel aux musées de la région avec accès prioritaire aux expositions temporaires',
        details: ['Titulaire : Marie-Claire Dubois-Lefèvre'],
        quantity: 1,
        totalCents: 5200,
      },
    ],
    totalCents: 5200,
    discountCents: null,
  },
};
export const RegioneTheme: Story = { globals: { theme: 'regione' } };
