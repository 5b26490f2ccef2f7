import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, TicketCard, TicketList } from '@city/design-system';
import { ticketQr } from '../fixtures/ticket-qr';

const meta = {
  title: 'Components/Commerce/TicketCard',
  component: TicketCard,
  tags: ['autodocs'],
  args: {
    title: 'Museo Egizio — ingresso',
    code: '7K2Q-9XZ4-M3PA-44TR',
    qr: ticketQr,
    qrLabel: 'Codice QR del biglietto 7K2Q-9XZ4-M3PA-44TR',
    state: 'valid',
    stateLabel: 'Valido',
    details: [
      { id: 'validity', term: 'Validità', details: 'dal 27/11/2026 al 27/11/2027' },
      { id: 'rate', term: 'Tariffa', details: 'Intero' },
      {
        id: 'venue',
        term: 'Luogo',
        details: 'Museo Egizio, Via Accademia delle Scienze 6, Torino',
      },
    ],
  },
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid ticket: what it admits, its state in words, the QR as an image and its code. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Museo Egizio — ingresso' });
    await expect(card).toHaveTextContent('Valido');
    await expect(canvas.getByRole('img', { name: /7K2Q-9XZ4-M3PA-44TR/ })).toBeVisible();
  },
};

/** A used ticket: dashed edge, faded QR, the time it was used in words. */
export const Used: Story = {
  args: {
    title: 'Visita guidata al Museo del Cinema',
    state: 'used',
    stateLabel: 'Usato il 05/12/2026 10:02',
    details: [{ id: 'when', term: 'Quando', details: '05/12/2026 10:00' }],
  },
};

export const Voided: Story = {
  args: { state: 'voided', stateLabel: 'Annullato' },
};

/** Several tickets side by side, with the calendar link under a dated one. */
export const List: Story = {
  render: (args) => (
    <TicketList>
      <TicketCard {...args} />
      <TicketCard
        {...args}
        title="Visite guidée"
        code="M3PA-44TR-7K2Q-9XZ4"
        qrLabel="Code QR du billet M3PA-44TR-7K2Q-9XZ4"
        stateLabel="Valable"
        details={[{ id: 'when', term: 'Quand', details: '05/12/2026 10:00' }]}
        actions={<Link href="#calendar">Ajouter au calendrier</Link>}
      />
    </TicketList>
  ),
};

export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
};

export const RegioneUsed: Story = {
  globals: { theme: 'regione' },
  args: { state: 'used', stateLabel: 'Usato il 05/12/2026 10:02' },
};
