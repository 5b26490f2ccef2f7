import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, EmptyState } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    icon: 'cart',
    title: 'Il carrello è vuoto',
    text: 'Scopri gli eventi, le visite guidate e le card della città e aggiungili al carrello.',
    action: <Button>Scopri gli eventi</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyCart: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Il carrello è vuoto',
    );
  },
};

export const NoOrders: Story = {
  args: {
    icon: 'ticket',
    title: 'Nessun ordine',
    text: 'Qui troverai i biglietti che acquisterai.',
    action: undefined,
  },
};

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Votre panier est vide pour le moment',
    text: 'Découvrez les expositions, les visites guidées, les spectacles et les cartes touristiques de la ville, puis ajoutez-les à votre panier pour préparer votre séjour.',
    action: <Button>Découvrir les événements</Button>,
  },
};

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
