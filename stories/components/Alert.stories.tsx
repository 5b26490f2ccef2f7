import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Alert, Stack, alertTones } from '@city/design-system';

const meta = {
  title: 'Components/Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  args: {
    tone: 'info',
    title: 'Orari modificati',
    children: 'Il 15 agosto il museo chiude alle 14.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information waits its turn (status) and says its tone in words. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Informazione: Orari modificati',
    );
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Ordine confermato',
    children: 'Riceverai i biglietti per email.',
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Posti limitati',
    children: 'Restano 3 posti per questa visita.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};

/** Errors interrupt (alert). */
export const Error: Story = {
  args: {
    tone: 'error',
    title: 'Pagamento non riuscito',
    children: 'La carta è stata rifiutata. Riprova con un altro metodo.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Errore: Pagamento non riuscito',
    );
  },
};

/** Dismissible with a localized close button, by pointer or keyboard. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const close = within(canvasElement).getByRole('button', { name: 'Chiudi il messaggio' });
    await userEvent.click(close);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Stack gap="md">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} announce={false} />
      ))}
    </Stack>
  ),
};

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    tone: 'warning',
    title: 'Travaux de restauration en cours dans la Galerie Sabauda',
    children:
      'Certaines salles du deuxième étage sont temporairement fermées au public ; le billet donne accès à une exposition de remplacement au rez-de-chaussée.',
    onDismiss: fn(),
  },
};

export const RegioneTheme: Story = { ...AllTones, globals: { theme: 'regione' } };
