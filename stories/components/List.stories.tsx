import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartItemGroup, List, ListItem, listGaps } from '@city/design-system';

const meta = {
  title: 'Components/Foundations/List',
  component: List,
  tags: ['autodocs'],
  argTypes: { gap: { control: 'inline-radio', options: listGaps } },
  args: {
    'aria-label': 'Articoli nel carrello',
    children: (
      <>
        <ListItem>
          <CartItemGroup title="Torino Piemonte Card" unitCents={3500} quantity={2} />
        </ListItem>
        <ListItem>
          <CartItemGroup
            title="Carta regalo"
            details={['Per: amica@example.org']}
            unitCents={2500}
            quantity={1}
          />
        </ListItem>
      </>
    ),
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cart's groups: a named list of blocks, without bullets, evenly spaced. */
export const CartGroups: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Articoli nel carrello' });
    const items = within(list).getAllByRole('listitem', { name: undefined });
    await expect(items.filter((item) => item.parentElement === list)).toHaveLength(2);
    await expect(getComputedStyle(list).listStyleType).toBe('none');
  },
};

/** Ordered, when the order means something. */
export const OrderedSteps: Story = {
  args: {
    ordered: true,
    gap: 'sm',
    'aria-label': 'Étapes de la réservation',
    children: ['Choisir la date', 'Choisir l’horaire', 'Payer'].map((step) => (
      <ListItem key={step}>{step}</ListItem>
    )),
  },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Étapes de la réservation' });
    await expect(list.tagName).toBe('OL');
  },
};
