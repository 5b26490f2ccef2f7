import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Grid, Skeleton, Stack, skeletonShapes } from '@city/design-system';

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: { shape: { control: 'inline-radio', options: skeletonShapes } },
  args: { shape: 'text', lines: 3 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from assistive technology. */
export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-skeleton]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Shapes: Story = {
  render: () => (
    <Grid columns={3} gap="md">
      <Skeleton shape="rect" />
      <Skeleton shape="circle" width="50%" />
      <Skeleton shape="text" lines={4} />
    </Grid>
  ),
};

/** The outline of a card while its content loads. */
export const CardOutline: Story = {
  render: () => (
    <Stack gap="sm">
      <Skeleton shape="rect" />
      <Skeleton width="70%" />
      <Skeleton lines={3} />
    </Stack>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};
