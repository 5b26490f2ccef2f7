import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Tariffa',
    children: (
      <>
        <Radio value="intero">Intero</Radio>
        <Radio value="ridotto">Ridotto (under 26 e over 65)</Radio>
        <Radio value="gratuito">Gratuito (under 6)</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move and select inside the group. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('radio', { name: 'Intero' });
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Ridotto/ })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = {
  args: { errorMessage: 'Scegli una tariffa.', description: 'Il ridotto richiede un documento.' },
};

/** Native mode: native radios sharing the group's name; the dot follows the checked one. */
export const NativeMode: Story = {
  args: { name: 'tariffa', defaultValue: 'intero' },
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Ridotto/ }));
    await expect(canvas.getByRole('radio', { name: /Ridotto/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Gratuito/ })).toBeChecked();
  },
};
