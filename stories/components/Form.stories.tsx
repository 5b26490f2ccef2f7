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
        <TextField label="Numero della carta" name="carta" inputMode="numeric" isRequired />
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
    await expect(canvas.getByRole('textbox', { name: 'Numero della carta' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Numero della carta' }), '4242');
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
    validationErrors: { carta: 'Pagamento rifiutato: controlla il numero della carta.' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('textbox', { name: 'Numero della carta' });
    await expect(card).toHaveAttribute('aria-invalid', 'true');
    await expect(card).toHaveAccessibleDescription(
      'Pagamento rifiutato: controlla il numero della carta.',
    );
  },
};
