import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from '@city/design-system';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Ho letto e accetto le condizioni di vendita' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never pre-ticked; toggles by click and by Space. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Tutti i biglietti' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    children:
      'J’accepte de recevoir par e-mail les informations sur les expositions, les visites guidées et les événements organisés par l’office de tourisme et ses partenaires',
  },
};
