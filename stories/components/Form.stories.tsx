import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Checkbox, EmailField, Form, TextField, formWidths } from '@city/design-system';

const meta = {
  title: 'Components/Forms/Form',
  component: Form,
  tags: ['autodocs'],
  argTypes: { width: { control: 'inline-radio', options: formWidths } },
  args: {
    'aria-label': 'Pagamento',
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    actions: <Button type="submit">Conferma e paga</Button>,
    children: (
      <>
        <EmailField label="Email" name="email" isRequired defaultValue="giulia@example.org" />
        <TextField label="Codice della carta regalo" name="carta_regalo" isRequired />
        <Checkbox name="termini" isRequired>
          Accetto le condizioni di vendita.
        </Checkbox>
      </>
    ),
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fields one under the other, then the button; the browser's check stops an incomplete form. */
export const Payment: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Conferma e paga' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByRole('textbox', { name: 'Codice della carta regalo' }),
    ).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Codice della carta regalo' }),
      'REGALO-25',
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Accetto le condizioni di vendita.' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Conferma e paga' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/**
 * ARIA validation: the form leaves the check to the caller (a form library) and shows the
 * server's answer on the fields it names.
 */
export const ServerErrors: Story = {
  args: {
    validationBehavior: 'aria',
    validationErrors: { carta_regalo: 'Codice della carta regalo non trovato.' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('textbox', { name: 'Codice della carta regalo' });
    await expect(card).toHaveAttribute('aria-invalid', 'true');
    await expect(card).toHaveAccessibleDescription('Codice della carta regalo non trovato.');
  },
};
