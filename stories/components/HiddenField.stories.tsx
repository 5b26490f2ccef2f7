import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, HiddenField, Stack, TextField } from '@city/design-system';

const meta = {
  title: 'Components/Forms/HiddenField',
  component: HiddenField,
  tags: ['autodocs'],
  args: { name: 'slot_id_0', value: 42 },
} satisfies Meta<typeof HiddenField>;

export default meta;
type Story = StoryObj<typeof meta>;

const sent = fn();

/** The form sends the hidden value with the visible ones; nothing of it shows. */
export const InAForm: Story = {
  render: (args) => (
    <form
      aria-label="Fascia oraria"
      onSubmit={(event) => {
        event.preventDefault();
        sent(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <Stack gap="sm" align="start">
        <HiddenField {...args} />
        <TextField label="Posti" name="slot_capacita_0" defaultValue="12" />
        <Button type="submit">Salva</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salva' }));
    await expect(sent).toHaveBeenLastCalledWith({ slot_id_0: '42', slot_capacita_0: '12' });
  },
};
