import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, EmailField, Stack } from '@city/design-system';

const meta = {
  title: 'Components/Forms/EmailField',
  component: EmailField,
  tags: ['autodocs'],
  args: { label: 'Email', description: 'Ti invieremo qui i biglietti.' },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** A malformed address gets the localized format message on submit. */
export const InvalidAddress: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="sm" align="start">
        <EmailField {...args} label="Email" description="We will send your tickets here." />
        <Button type="submit">Send</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), 'giulia.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(
        canvas.getByText('Enter a valid email address, for example name@example.com.'),
      ).toBeVisible(),
    );
  },
};

export const FrenchWithServerError: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Adresse e-mail',
    description: 'Nous vous enverrons vos billets à cette adresse.',
    errorMessage: 'Cette adresse e-mail est déjà associée à un compte existant.',
    defaultValue: 'marie@exemple.fr',
  },
};
