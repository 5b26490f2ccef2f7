import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  Button,
  CartItemGroup,
  CartSummary,
  EmptyState,
  Grid,
  Heading,
  Stack,
} from '@city/design-system';

interface Group {
  id: string;
  title: string;
  details: string[];
  unitCents: number;
  groupUnitCents?: number;
  comboUnitCents?: number;
  quantity: number;
}

const initialGroups: Group[] = [
  {
    id: 'egizio',
    title: 'Museo Egizio – intero',
    details: ['13/06/2026 ore 10:30', 'Lingua: italiano'],
    unitCents: 1800,
    quantity: 2,
  },
  {
    id: 'visita',
    title: 'Visita guidata al Palazzo Reale e ai Giardini Reali',
    details: ['14/06/2026 ore 16:00', 'Tariffa: gruppo', 'Accessorio: audioguida'],
    unitCents: 2000,
    groupUnitCents: 1600,
    quantity: 6,
  },
  {
    id: 'card',
    title: 'Torino Card 48 ore',
    details: ['Intestatario: Giulia Rossi'],
    unitCents: 4700,
    comboUnitCents: 3900,
    quantity: 1,
  },
];

const unitOf = (group: Group) =>
  Math.min(group.unitCents, group.groupUnitCents ?? Infinity, group.comboUnitCents ?? Infinity);

/** The cart: grouped lines with quantities, the summary with promo code, and the empty state. */
function Cart({ initial }: { initial: Group[] }) {
  const [groups, setGroups] = useState(initial);
  const [promo, setPromo] = useState<string | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const change = (id: string, delta: number) =>
    setGroups((all) =>
      all.map((group) =>
        group.id === id ? { ...group, quantity: group.quantity + delta } : group,
      ),
    );
  const total = groups.reduce((sum, group) => sum + group.unitCents * group.quantity, 0);
  const discounted = groups.reduce((sum, group) => sum + unitOf(group) * group.quantity, 0);
  const withPromo = promo ? Math.round(discounted * 0.9) : discounted;

  if (groups.length === 0) {
    return (
      <main id="main">
        <EmptyState
          icon="cart"
          title="Il carrello è vuoto"
          text="Scopri gli eventi, le visite guidate e le card della città."
          action={<Button>Scopri gli eventi</Button>}
          headingLevel={1}
        />
      </main>
    );
  }
  return (
    <main id="main">
      <Stack gap="lg" padding="lg">
        <Heading level={1}>Carrello</Heading>
        <Grid columns={{ mobile: 1, tablet: 2 }} gap="lg">
          <Stack as="ul" gap="md" aria-label="Articoli nel carrello">
            {groups.map((group) => (
              <li key={group.id}>
                <CartItemGroup
                  title={group.title}
                  details={group.details}
                  unitCents={group.unitCents}
                  groupUnitCents={group.groupUnitCents}
                  comboUnitCents={group.comboUnitCents}
                  quantity={group.quantity}
                  headingLevel={2}
                  onAddOne={() => change(group.id, 1)}
                  onRemoveOne={() => change(group.id, -1)}
                  onRemoveGroup={() =>
                    setGroups((all) => all.filter((item) => item.id !== group.id))
                  }
                />
              </li>
            ))}
          </Stack>
          <CartSummary
            singleCents={total}
            totalCents={total}
            discountedTotalCents={withPromo}
            hasCombo={groups.some((group) => group.comboUnitCents != null)}
            promo={{ appliedCode: promo, error: promoError }}
            onApplyPromo={(code) => {
              if (code.toUpperCase() === 'ESTATE10') {
                setPromo('ESTATE10');
                setPromoError(null);
              } else setPromoError('Il codice non è valido o è scaduto.');
            }}
            onRemovePromo={() => setPromo(null)}
          >
            <Button fullWidth>Vai al pagamento</Button>
          </CartSummary>
        </Grid>
      </Stack>
    </main>
  );
}

const meta = {
  title: 'Patterns/Cart',
  component: Cart,
  parameters: { layout: 'fullscreen' },
  args: { initial: initialGroups },
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Quantities change the totals; removing every group leads to the empty state. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Aggiungi uno a Museo Egizio/ }));
    await expect(canvasElement).toHaveTextContent('Quantità: 3');
    const removeCard = canvas.getByRole('button', { name: /^Togli uno da Torino Card/ });
    await expect(removeCard).toHaveAttribute('aria-disabled', 'true');
    for (const name of [
      /^Rimuovi Museo Egizio/,
      /^Rimuovi Visita guidata/,
      /^Rimuovi Torino Card/,
    ]) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Il carrello è vuoto',
    );
  },
};

export const Empty: Story = { args: { initial: [] } };
export const French: Story = { globals: { locale: 'fr' } };
export const RegioneTheme: Story = { globals: { theme: 'regione' } };
