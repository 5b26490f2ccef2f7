import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IssuedItems } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/IssuedItems',
  component: IssuedItems,
  tags: ['autodocs'],
  args: {
    title: 'Carte regalo',
    items: [
      { id: '1', code: 'GIFT-7K2Q-9XZ4', details: ['25,00 €', 'amica@example.org'] },
      { id: '2', code: 'GIFT-M3PA-44TR', details: ['50,00 €'] },
    ],
  },
} satisfies Meta<typeof IssuedItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gift cards of a paid order: each code in a face that tells 0 from O, with its balance. */
export const GiftCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Carte regalo');
    const code = canvas.getByText('GIFT-7K2Q-9XZ4');
    await expect(code.tagName).toBe('CODE');
    await expect(code.closest('li')).toHaveTextContent(
      'GIFT-7K2Q-9XZ4 25,00 € · amica@example.org',
    );
  },
};

/** Bookings have no code: the date and the places. */
export const Bookings: Story = {
  args: {
    title: 'Prenotazioni',
    items: [
      { id: '1', details: ['5 dicembre 2026 10:30', '2 posti'] },
      { id: '2', details: ['6 dicembre 2026 15:00', '1 posto'] },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('5 dicembre 2026 10:30 · 2 posti');
  },
};

export const PassesFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Abonnements',
    items: [{ id: '1', code: 'ATH-2026-000184', details: ['Anne-Sophie Delacroix-Beaumont'] }],
  },
};
