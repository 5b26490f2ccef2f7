import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QueueStatus } from '@city/design-system';

const start = Date.parse('2026-06-01T10:00:00Z');
/** A frozen clock keeps the countdown (and the screenshots) stable. */
const frozen = () => start;

const meta = {
  title: 'Components/Commerce/QueueStatus',
  component: QueueStatus,
  tags: ['autodocs'],
  args: {
    state: 'waiting',
    position: 14,
    estimatedWaitMinutes: 6,
    now: frozen,
    onLeave: fn(),
    onContinue: fn(),
    onRejoin: fn(),
  },
} satisfies Meta<typeof QueueStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting: position and estimated wait; leave with keyboard or pointer. */
export const Waiting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent('Sei in coda');
    await expect(canvasElement).toHaveTextContent('14');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lascia la coda' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

/** Admitted: the held place counts down (silently) and continue leads on. */
export const Admitted: Story = {
  args: { state: 'admitted', expiresAt: start + 9 * 60_000 + 30_000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('09:30');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Continua l’acquisto' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  args: { state: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading')).toHaveTextContent('Tempo scaduto');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Rientra in coda' }),
    ).toBeVisible();
  },
};

export const Leaving: Story = { args: { isLeaving: true } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { state: 'admitted', expiresAt: start + 4 * 60_000 },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { position: 1, estimatedWaitMinutes: 1 },
};
export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  args: { state: 'admitted', expiresAt: start + 120_000 },
};
