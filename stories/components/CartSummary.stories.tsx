import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, CartSummary, Stack } from '@city/design-system';
import type { CartSummaryProps } from '@city/design-system';

const meta = {
  title: 'Components/Commerce/CartSummary',
  component: CartSummary,
  tags: ['autodocs'],
  args: { totalCents: 5400, onApplyPromo: fn(), onRemovePromo: fn() },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Total: Story = { args: { children: <Button fullWidth>Vai al pagamento</Button> } };

/** The old total struck through, the discounted total, and the combo note. */
export const DiscountedWithCombo: Story = {
  args: {
    singleCents: 6100,
    totalCents: 5400,
    discountedTotalCents: 4600,
    hasCombo: true,
    totalAttributes: { 'data-testid': 'total' },
    discountedTotalAttributes: { 'data-testid': 'to-pay' },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('s')).toHaveTextContent(/54,00/);
    await expect(canvasElement.querySelector('[data-testid="total"]')).toHaveTextContent(/54,00/);
    await expect(canvasElement.querySelector('[data-testid="to-pay"]')).toHaveTextContent(/46,00/);
    await expect(canvasElement).toHaveTextContent('Totale scontato');
    await expect(canvasElement).toHaveTextContent(/prezzo combinato/);
  },
};

function PromoFlow(args: CartSummaryProps) {
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <CartSummary
      {...args}
      discountedTotalCents={code ? 4860 : null}
      promo={{ appliedCode: code, error }}
      onApplyPromo={(value) => {
        if (value.toUpperCase() === 'ESTATE10') {
          setCode('ESTATE10');
          setError(null);
        } else setError('Il codice non è valido o è scaduto.');
      }}
      onRemovePromo={() => setCode(null)}
    />
  );
}

/** A wrong code shows the error; a right one applies, with keyboard submit; then it is removed. */
export const PromoApply: Story = {
  render: (args) => <PromoFlow {...args} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Codice promozionale' });
    await step('wrong code by pointer', async () => {
      await userEvent.type(field, 'SBAGLIATO');
      await userEvent.click(canvas.getByRole('button', { name: 'Applica' }));
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('Il codice non è valido o è scaduto.'),
      );
    });
    await step('right code with Enter', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'estate10{Enter}');
      await waitFor(() => expect(canvas.getByText('Codice applicato: ESTATE10')).toBeVisible());
      await expect(canvasElement.querySelector('s')).toHaveTextContent(/54,00/);
      await expect(canvas.getByRole('button', { name: 'Rimuovi codice ESTATE10' })).toHaveFocus();
    });
    await step('remove the code', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Rimuovi codice ESTATE10' }));
      await waitFor(() =>
        expect(canvas.getByRole('textbox', { name: 'Codice promozionale' })).toHaveFocus(),
      );
    });
  },
};

/**
 * A caller that renders the summary in parts (the cart, a task each) first defers the promo
 * field: its place is kept, unseen and out of reach, and the checkout button is where it will be
 * once the field comes (below, the same summary with the field).
 */
export const PromoDeferred: Story = {
  args: { discountedTotalCents: 4600, children: <Button fullWidth>Vai al pagamento</Button> },
  render: (args) => (
    <Stack gap="md">
      <div data-testid="deferred">
        <CartSummary {...args} isPromoDeferred labels={{ title: 'Prima' }} />
      </div>
      <div data-testid="shown">
        <CartSummary {...args} labels={{ title: 'Dopo' }} />
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const summaryIn = (id: string) =>
      canvasElement.querySelector<HTMLElement>(`[data-testid="${id}"] section`)!;
    const deferred = summaryIn('deferred');
    const shown = summaryIn('shown');
    const place = deferred.querySelector('form');
    await expect(place).not.toBeVisible();
    await expect(place).toHaveAttribute('inert');
    await expect(within(deferred).queryByRole('textbox')).toBeNull();
    await expect(within(deferred).getAllByRole('button')).toHaveLength(1);
    await expect(within(shown).getByRole('textbox', { name: 'Codice promozionale' })).toBeVisible();
    const payOffset = (section: HTMLElement) =>
      within(section).getByRole('button', { name: 'Vai al pagamento' }).getBoundingClientRect()
        .top - section.getBoundingClientRect().top;
    await expect(payOffset(deferred)).toBe(payOffset(shown));
    await expect(deferred.getBoundingClientRect().height).toBe(
      shown.getBoundingClientRect().height,
    );
  },
};

export const Recalculating: Story = { args: { isPending: true, promo: { isPending: true } } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    singleCents: 6100,
    totalCents: 5400,
    discountedTotalCents: 4600,
    hasCombo: true,
    promo: {
      error:
        'Ce code promotionnel n’est pas valable pour les visites guidées réservées à moins de 48 heures.',
    },
  },
};

export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  args: { discountedTotalCents: 4600, promo: { appliedCode: 'ESTATE10' } },
};
