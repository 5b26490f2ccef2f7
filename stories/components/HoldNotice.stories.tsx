import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HoldNotice, Link, holdStates } from '@city/design-system';

const start = Date.parse('2026-06-01T10:00:00Z');
/** A frozen clock keeps the countdown (and the screenshots) stable. */
const frozen = () => start;

/**
 * A place held for a limited time (an admitted queue session), shown on the cart, checkout and
 * purchase pages while it runs: time left (silent), minutes said politely, a warning near the end.
 */
const meta = {
  title: 'Components/Commerce/HoldNotice',
  component: HoldNotice,
  tags: ['autodocs'],
  argTypes: { warnBeforeMs: { control: 'number' } },
  parameters: { docs: { description: { component: `States: ${holdStates.join(', ')}.` } } },
  args: {
    title: 'Posto riservato: Visita alla Mole, 05/12/2026 ore 10:30',
    expiresAt: start + 7 * 60_000 + 30_000,
    now: frozen,
  },
} satisfies Meta<typeof HoldNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('07:30');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  },
};

export const Warning: Story = {
  args: { expiresAt: start + 90_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Il tempo sta per scadere');
    await expect(canvas.getByRole('timer')).toHaveTextContent('01:30');
  },
};

export const Expired: Story = {
  args: {
    expiresAt: start - 1000,
    action: (
      <Link href="#queue" appearance="button">
        Rientra in coda
      </Link>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveTextContent('Tempo scaduto: il posto è stato liberato.');
    await expect(canvas.getByRole('link', { name: 'Rientra in coda' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Place held: Visit to the Mole, 12/05/2026 at 10:30',
    expiresAt: start + 100_000,
    action: (
      <Link href="#cart" variant="standalone">
        Go to the cart
      </Link>
    ),
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: { title: 'Place réservée : Visite de la Mole, 05/12/2026 à 10:30' },
};

export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  args: { expiresAt: start + 90_000 },
};

export const RegioneExpired: Story = {
  globals: { theme: 'regione' },
  args: { expiresAt: start - 1000 },
};
