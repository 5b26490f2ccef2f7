import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Inline, ToastRegion, createToastQueue } from '@city/design-system';
import type { ToastContent } from '@city/design-system';

function ToastDemo({ toasts }: { toasts: ToastContent[] }) {
  const [queue] = useState(() => createToastQueue());
  return (
    <>
      <Inline gap="sm">
        {toasts.map((toast) => (
          <Button key={toast.title} variant="secondary" onPress={() => queue.add(toast)}>
            {toast.title}
          </Button>
        ))}
      </Inline>
      <ToastRegion queue={queue} />
    </>
  );
}

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastDemo,
  tags: ['autodocs'],
  args: {
    toasts: [
      {
        title: 'Aggiunto al carrello',
        description: '2 biglietti per Musei Reali',
        tone: 'success',
      },
      { title: 'Codice promozionale non valido', tone: 'error' },
      {
        title: 'Sessione in scadenza',
        description: 'Hai ancora 2 minuti per completare l’acquisto.',
        tone: 'warning',
      },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press shows a toast in the notifications region; its close button removes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Aggiunto al carrello' }),
    );
    const region = await screen.findByRole('region', { name: 'Notifiche' });
    await expect(region).toHaveTextContent('2 biglietti per Musei Reali');
    await userEvent.click(within(region).getByRole('button', { name: 'Chiudi la notifica' }));
    await waitFor(() => expect(screen.queryByText('2 biglietti per Musei Reali')).toBeNull());
  },
};

/** Several toasts stack; each is closable from the keyboard. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Codice promozionale non valido' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sessione in scadenza' }));
    const region = await screen.findByRole('region', { name: 'Notifiche' });
    await waitFor(() =>
      expect(within(region).getAllByRole('button', { name: 'Chiudi la notifica' })).toHaveLength(2),
    );
    const [first] = within(region).getAllByRole('button', { name: 'Chiudi la notifica' });
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(region).getAllByRole('button', { name: 'Chiudi la notifica' })).toHaveLength(1),
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    toasts: [
      {
        title: 'Ajouté au panier',
        description: 'Visite guidée nocturne des toits du Palais Royal',
        tone: 'success',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ajouté au panier' }));
    const region = await screen.findByRole('region', { name: 'Notifications' });
    await expect(
      within(region).getByRole('button', { name: 'Fermer la notification' }),
    ).toBeInTheDocument();
  },
};
