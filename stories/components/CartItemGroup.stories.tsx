import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CartItemGroup } from '@city/design-system';
import type { CartItemGroupProps } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/CartItemGroup',
  component: CartItemGroup,
  tags: ['autodocs'],
  args: {
    title: 'Museo Egizio – biglietto d’ingresso',
    details: ['Sabato 13/06/2026 ore 10:30', 'Tariffa: intero', 'Lingua: italiano'],
    unitCents: 1800,
    quantity: 2,
    onAddOne: fn(),
    onRemoveOne: fn(),
    onRemoveGroup: fn(),
  },
} satisfies Meta<typeof CartItemGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(args: CartItemGroupProps) {
  const [quantity, setQuantity] = useState(args.quantity);
  return (
    <CartItemGroup
      {...args}
      quantity={quantity}
      onAddOne={() => setQuantity((value) => value + 1)}
      onRemoveOne={() => setQuantity((value) => value - 1)}
    />
  );
}

/** Remove one works down to one item; at one it stays focusable, does nothing and says why. */
export const RemoveOneDisabledAtOne: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const removeOne = canvas.getByRole('button', { name: /^Togli uno da/ });
    const addOne = canvas.getByRole('button', { name: /^Aggiungi uno a/ });
    await step('pointer: add one then remove down to one', async () => {
      await userEvent.click(addOne);
      await expect(canvasElement).toHaveTextContent('Quantità: 3');
      await userEvent.click(removeOne);
      await userEvent.click(removeOne);
      await expect(canvasElement).toHaveTextContent('Quantità: 1');
      await expect(removeOne).toHaveAttribute('aria-disabled', 'true');
    });
    await step('keyboard: the inactive button keeps focus and announces the reason', async () => {
      await expect(removeOne).toHaveFocus();
      await expect(removeOne).toHaveAccessibleDescription(/È rimasto un solo elemento/);
      await userEvent.keyboard('{Enter}');
      await expect(canvasElement).toHaveTextContent('Quantità: 1');
      await waitFor(() =>
        expect(canvas.getByRole('status')).toHaveTextContent(/È rimasto un solo elemento/),
      );
      await userEvent.tab();
      await expect(addOne).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(canvasElement).toHaveTextContent('Quantità: 2');
    });
  },
};

export const GroupPrice: Story = { args: { groupUnitCents: 1400, quantity: 12 } };

export const ComboPrice: Story = {
  args: {
    title: 'Torino Card 48 ore + Museo del Cinema',
    comboUnitCents: 3900,
    unitCents: 4700,
    quantity: 1,
  },
};

export const RemoveGroup: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /^Rimuovi Museo Egizio/ }),
    );
    await expect(args.onRemoveGroup).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = { args: { isPending: true } };

/** A group that cannot be bought as it is: the reason sits in the group and describes it. */
export const LineError: Story = {
  args: {
    quantity: 1,
    error: 'Esaurito: non ci sono più posti per questa data.',
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('article');
    await expect(group).toHaveAccessibleDescription(
      'Esaurito: non ci sono più posti per questa data.',
    );
    await expect(group).toHaveAttribute('data-invalid', 'true');
  },
};

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    title:
      'Visite guidée nocturne du Palais Royal et des jardins, avec dégustation de produits régionaux',
    details: [
      'Vendredi 19/06/2026 à 21:00',
      'Tarif : réduit (moins de 26 ans)',
      'Langue : français',
      'Accessoire : audioguide',
    ],
    unitCents: 2500,
    groupUnitCents: 2000,
    quantity: 1,
  },
};

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
