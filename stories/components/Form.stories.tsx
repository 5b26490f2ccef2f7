import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Button,
  Checkbox,
  EmailField,
  FieldErrorTemplate,
  Form,
  TextField,
  formWidths,
} from '@city/design-system';
import { setFieldError } from '@city/design-system/enhance';
import { withNativeMode } from '../workbench/native';

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

/**
 * Native mode, checked by the page itself (the storefront's sign-in and registration forms):
 * `setFieldError` writes a field's error into the server's markup from the prototypes of
 * `FieldErrorTemplate`, as the server would render it with `errorMessage`, and clears it keeping
 * the line's place.
 */
export const NativeCheckedByThePage: Story = {
  decorators: [withNativeMode],
  render: (args) => (
    <>
      <Form {...args} validationBehavior="aria" />
      <FieldErrorTemplate />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('textbox', { name: 'Codice della carta regalo' });
    const terms = canvas.getByRole('checkbox', { name: 'Accetto le condizioni di vendita.' });
    await expect(setFieldError(card as HTMLInputElement, 'Questo campo è obbligatorio.')).toBe(
      true,
    );
    setFieldError(terms as HTMLInputElement, 'Accetta le condizioni per continuare.');
    await expect(card).toHaveAttribute('aria-invalid', 'true');
    await expect(card).toHaveAccessibleDescription('Questo campo è obbligatorio.');
    await expect(terms).toHaveAccessibleDescription('Accetta le condizioni per continuare.');
    const email = canvas.getByRole('textbox', { name: 'Email' });
    setFieldError(email as HTMLInputElement, 'Indirizzo non valido.');
    setFieldError(email as HTMLInputElement, null);
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(email).toHaveAccessibleDescription('');
  },
};
