import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton, Inline, buttonSizes, buttonVariants } from '@city/design-system';

const meta = {
  title: 'Components/Foundations/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { icon: 'close', label: 'Chiudi', onPress: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its label; pressed by pointer and keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Chiudi' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <Inline gap="sm">
      {buttonVariants.map((variant) =>
        buttonSizes.map((size) => (
          <IconButton
            key={`${variant}-${size}`}
            {...args}
            icon="cart"
            label={`Carrello ${variant} ${size}`}
            variant={variant}
            size={size}
          />
        )),
      )}
    </Inline>
  ),
};

export const French: Story = {
  args: { icon: 'menu', label: 'Ouvrir le menu de navigation', variant: 'secondary' },
  globals: { locale: 'fr' },
};

export const RegioneTheme: Story = { ...Variants, globals: { theme: 'regione' } };
