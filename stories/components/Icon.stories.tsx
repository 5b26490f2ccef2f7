import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  Icon,
  Inline,
  Stack,
  Text,
  iconNames,
  iconSizes,
  socialIconNames,
  uiIconNames,
} from '@city/design-system';

const meta = {
  title: 'Components/Foundations/Icon',
  component: Icon,
  tags: ['autodocs'],
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
  args: { name: 'calendar', size: 'md' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative by default: hidden from assistive technology. */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a label it becomes an image with that name. */
export const Labelled: Story = {
  args: { name: 'warning', label: 'Attenzione', size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Attenzione' }),
    ).toBeInTheDocument();
  },
};

function Gallery({ names }: { names: readonly (typeof iconNames)[number][] }) {
  return (
    <Inline as="ul" gap="lg">
      {names.map((name) => (
        <li key={name}>
          <Stack gap="xs" align="center">
            <Icon name={name} size="lg" />
            <Text as="span" size="xs">
              {name}
            </Text>
          </Stack>
        </li>
      ))}
    </Inline>
  );
}

export const InterfaceSet: Story = { render: () => <Gallery names={uiIconNames} /> };

/** The social networks of the footer. */
export const SocialSet: Story = {
  render: () => <Gallery names={socialIconNames} />,
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {iconSizes.map((size) => (
        <Icon key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const RegioneTheme: Story = { ...SocialSet, globals: { theme: 'regione' } };
