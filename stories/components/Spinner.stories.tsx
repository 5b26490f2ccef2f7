import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, Spinner, spinnerSizes } from '@city/design-system';

const meta = {
  title: 'Components/Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'md' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A polite status with a localized label. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Caricamento in corso…',
    );
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Chargement en cours…',
    );
  },
};

export const CustomLabel: Story = { args: { label: 'Calcolo del prezzo del carrello' } };

export const Sizes: Story = {
  render: () => (
    <Inline gap="md">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </Inline>
  ),
};
