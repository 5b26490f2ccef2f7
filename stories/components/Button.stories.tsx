import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, Inline, Stack, buttonSizes, buttonVariants } from '@city/design-system';

const meta = {
  title: 'Components/Foundations/Button',
  component: Button,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { children: 'Acquista i biglietti', variant: 'primary', size: 'md', onPress: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pressed by pointer, Enter and Space; each fires onPress once. */
export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Acquista i biglietti' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
    await expect(button).toHaveFocus();
  },
};

/** Every variant and size side by side. */
export const Variants: Story = {
  render: (args) => (
    <Stack gap="md">
      {buttonSizes.map((size) => (
        <Inline key={size} gap="sm">
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
        </Inline>
      ))}
    </Stack>
  ),
};

export const WithIcons: Story = {
  args: { iconStart: 'ticket', iconEnd: 'arrow-right', children: 'Prenota la visita' },
};

/** Keyboard focus shows the ring from the tokens. */
export const KeyboardFocus: Story = {
  args: { variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button');
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Disabled: no press, announced as disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toBeDisabled();
  },
};

/** Pending: keeps its size and name, shows a spinner, ignores presses. */
export const Pending: Story = {
  args: { isPending: true, children: 'Pagamento in corso' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Pagamento in corso/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongFrench: Story = {
  args: {
    children: 'Réserver une visite guidée des résidences royales avec audioguide en français',
    fullWidth: true,
  },
};

export const LongItalian: Story = {
  args: {
    children: 'Prenota la visita guidata alle residenze sabaude con audioguida in italiano',
    variant: 'secondary',
  },
};

/** Same variants in the sibling regional theme. */
export const RegioneTheme: Story = {
  ...Variants,
  globals: { theme: 'regione' },
};
