import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button, Stack, TextField } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Nome', description: 'Come compare sul biglietto.' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome' });
    await userEvent.click(input);
    await userEvent.type(input, 'Giulia');
    await expect(input).toHaveValue('Giulia');
    await expect(input).toHaveAccessibleDescription('Come compare sul biglietto.');
  },
};

/** Required: submitting empty shows the localized built-in message (not the browser's). */
export const RequiredWithBuiltInMessage: Story = {
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm" align="start">
        <TextField {...args} isRequired name="nome" />
        <Button type="submit">Invia</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Invia' }));
    await waitFor(() => expect(canvas.getByText('Questo campo è obbligatorio.')).toBeVisible());
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** An error from outside (react-hook-form, the server) marks the field invalid and is shown. */
export const ExternalError: Story = {
  args: { errorMessage: 'Il nome non può contenere numeri.', defaultValue: 'Giulia 2' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Il nome non può contenere numeri\./);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Giulia' } };

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Nom et prénom du titulaire de la carte tels qu’ils figurent sur la pièce d’identité',
    description:
      'Indiquez exactement le nom inscrit sur votre pièce d’identité : il sera contrôlé à l’entrée du musée et ne pourra plus être modifié après l’achat.',
    isRequired: true,
  },
};

export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  args: { errorMessage: 'Campo non valido.' },
};

function CheckedOnLeaving() {
  const [error, setError] = useState<string>();
  return (
    <Stack gap="sm">
      <TextField
        label="Codice promozionale"
        reserveErrorSpace
        errorMessage={error}
        onBlur={() => setError('Inserisci un codice promozionale valido.')}
      />
      <TextField label="Codice della carta regalo" reserveErrorSpace />
    </Stack>
  );
}

/**
 * A form that checks a field on leaving it keeps each field's error line: the error takes a line
 * already there, and the field below, which the pointer may be on its way to, does not move.
 */
export const ErrorLineKept: Story = {
  render: () => <CheckedOnLeaving />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('textbox', { name: 'Codice promozionale' });
    const next = canvas.getByRole('textbox', { name: 'Codice della carta regalo' });
    const before = { next: next.getBoundingClientRect().top, card: card.offsetHeight };
    await userEvent.click(card);
    await userEvent.click(next);
    await waitFor(() =>
      expect(canvas.getByText('Inserisci un codice promozionale valido.')).toBeVisible(),
    );
    // The error line adds nothing: the next field moves only as much as the invalid input's own
    // border may grow (none in the city theme).
    await expect(next.getBoundingClientRect().top - before.next).toBe(
      card.offsetHeight - before.card,
    );
    await expect(next).toHaveFocus();
  },
};

/**
 * Native mode (a page that is never hydrated): the same markup without react-aria, a plain input
 * the form submits and the browser validates.
 */
export const NativeMode: Story = {
  args: { isRequired: true, name: 'nome', errorMessage: 'Il nome non può contenere numeri.' },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Nome/ });
    await expect(input).not.toHaveAttribute('data-rac');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Come compare sul biglietto\./);
  },
};
