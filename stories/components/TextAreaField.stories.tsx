import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Stack, TextAreaField } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/TextAreaField',
  component: TextAreaField,
  tags: ['autodocs'],
  args: {
    label: 'Messaggio',
    description: 'Scrivi le tue richieste per la visita (massimo 500 caratteri).',
    maxLength: 500,
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Messaggio' });
    await userEvent.click(area);
    await userEvent.type(area, 'Arriviamo in dieci.{enter}Un passeggino.');
    await expect(area).toHaveValue('Arriviamo in dieci.\nUn passeggino.');
    await expect(area).toHaveAttribute('maxlength', '500');
    await expect(area).toHaveAccessibleDescription(/massimo 500 caratteri/);
  },
};

/** Required: submitting empty shows the localized built-in message (not the browser's). */
export const RequiredWithBuiltInMessage: Story = {
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm" align="start">
        <TextAreaField {...args} isRequired name="messaggio" />
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

/** An error from outside (the server) marks the field invalid and is shown. */
export const ExternalError: Story = {
  args: { errorMessage: 'Il messaggio contiene un indirizzo non consentito.', defaultValue: 'www' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/indirizzo non consentito/);
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Nessuna richiesta.' } };

/**
 * Native mode (a page that is never hydrated): the same markup without react-aria, a plain
 * <textarea> that the form submits and the browser validates.
 */
export const NativeMode: Story = {
  args: { isRequired: true, name: 'messaggio' },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Messaggio' });
    await expect(area).not.toHaveAttribute('data-rac');
    await expect(area).toBeRequired();
    await expect(area).toHaveAccessibleDescription(/massimo 500 caratteri/);
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Précisez les besoins d’accessibilité de chaque participant au groupe scolaire',
    description:
      'Fauteuil roulant, boucle magnétique, visite en langue des signes : le musée prépare l’accueil à partir de ces informations.',
    isRequired: true,
    rows: 6,
  },
};

export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  args: { errorMessage: 'Campo non valido.' },
};
