import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '@city/design-system';
import { enhanceNow, withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', description: 'Almeno 8 caratteri.' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reveal toggle works with the pointer and with the keyboard. */
export const Reveal: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Mostra password' });
    await step('pointer', async () => {
      await userEvent.type(input, 'segreto123');
      await userEvent.click(toggle);
      await expect(input).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });
    await step('keyboard', async () => {
      await userEvent.click(input);
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(input).toHaveAttribute('type', 'password');
      await userEvent.keyboard(' ');
      await expect(input).toHaveAttribute('type', 'text');
    });
  },
};

export const NewPasswordWithError: Story = {
  args: {
    autoComplete: 'new-password',
    minLength: 8,
    errorMessage: 'La password deve contenere almeno un numero.',
    defaultValue: 'password',
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Mot de passe',
    description: 'Au moins 8 caractères, dont un chiffre et une lettre majuscule.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Afficher le mot de passe' }),
    ).toBeVisible();
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** Native mode: a password input; its enhancement shows the reveal toggle. */
export const NativeMode: Story = {
  args: { name: 'password', autoComplete: 'new-password', minLength: 8 },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.queryByRole('button')).toBeNull();
    enhanceNow(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Mostra password' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};
