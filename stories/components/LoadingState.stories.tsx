import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, EmptyState, Link, LoadingState, Stack } from '@city/design-system';

const meta = {
  title: 'Components/Feedback/LoadingState',
  component: LoadingState,
  tags: ['autodocs'],
  args: { label: 'Lettura del carrello in corso…' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One polite status: the spinner is silent, the label is what is announced. */
export const ReadingTheCart: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(/^Lettura del carrello in corso…$/);
  },
};

export const French: Story = {
  args: { label: 'Lecture de votre panier en cours…' },
  globals: { locale: 'fr' },
};

function ReadThenEmpty() {
  const [read, setRead] = useState(false);
  return (
    <Stack gap="md">
      <Button variant="secondary" onPress={() => setRead(true)} isDisabled={read}>
        Leggi il carrello
      </Button>
      <div data-testid="slot">
        {read ? (
          <EmptyState
            icon="cart"
            title="Il carrello è vuoto."
            action={
              <Link href="/it" appearance="button">
                Continua lo shopping
              </Link>
            }
          />
        ) : (
          <LoadingState label="Lettura del carrello in corso…" />
        )}
      </div>
      <p>Il resto della pagina, che non si sposta.</p>
    </Stack>
  );
}

/** The empty cart takes the status's place without moving what follows. */
export const ThenTheEmptyCart: Story = {
  render: () => <ReadThenEmpty />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const after = canvas.getByText('Il resto della pagina, che non si sposta.');
    const before = after.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Leggi il carrello' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Il carrello è vuoto.' })));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(Math.abs(after.getBoundingClientRect().top - before)).toBeLessThanOrEqual(1);
  },
};
