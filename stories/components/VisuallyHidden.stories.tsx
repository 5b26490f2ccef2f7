import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, Text, VisuallyHidden } from '@city/design-system';

const meta = {
  title: 'Components/Foundations/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  args: { children: 'Testo solo per i lettori di schermo' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Present for assistive technology, invisible on screen. */
export const Default: Story = {
  render: () => (
    <Text>
      <Icon name="ticket" /> 3 <VisuallyHidden>biglietti nel carrello</VisuallyHidden>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('biglietti nel carrello');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
