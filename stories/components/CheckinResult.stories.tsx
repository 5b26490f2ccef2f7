import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckinResult } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/CheckinResult',
  component: CheckinResult,
  tags: ['autodocs'],
  args: {
    outcome: 'valid',
    title: 'Valido: può entrare',
    details: [
      { id: 'admits', term: 'Ingresso', details: 'Museo Egizio' },
      { id: 'holder', term: 'Intestatario', details: 'Anna Rossi' },
    ],
  },
} satisfies Meta<typeof CheckinResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The door's answer for a valid ticket: large, polite (role status), with what it admits. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Valido: può entrare');
    await expect(status).toHaveTextContent('Museo Egizio');
  },
};

/** Already used: an alert, with when. */
export const AlreadyUsed: Story = {
  args: { outcome: 'used', title: 'Già usato', text: 'Usato il 05/12/2026 10:02.', details: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Già usato');
  },
};

export const NotToday: Story = {
  args: {
    outcome: 'notToday',
    title: 'Not valid today',
    text: 'Valid from 6 Dec 2026 to 6 Dec 2026.',
    details: [],
  },
};

export const Voided: Story = {
  args: { outcome: 'voided', title: 'Annulé', text: 'Ce billet a été annulé.', details: [] },
};

export const Unknown: Story = {
  args: {
    outcome: 'unknown',
    title: 'Biglietto sconosciuto',
    text: 'Nessun biglietto ha questo codice, o il QR non è autentico.',
    details: [],
  },
};

export const RegioneValid: Story = { globals: { theme: 'regione' } };

export const RegioneAlreadyUsed: Story = {
  globals: { theme: 'regione' },
  args: AlreadyUsed.args,
};
