import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Heading,
  Stack,
  Text,
  headingLevels,
  textSizes,
  textTones,
  textWeights,
} from '@city/design-system';

const meta = {
  title: 'Components/Foundations/Text',
  component: Text,
  tags: ['autodocs'],
  argTypes: {
    size: { control: 'select', options: textSizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  args: {
    children:
      'Torino è una città elegante, con portici che si estendono per chilometri, caffè storici e musei di fama internazionale.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The type scale of the theme. */
export const Scale: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {`${size}: Palazzo Madama e Piazza Castello`}
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="xs">
      {textTones
        .filter((tone) => tone !== 'inverse')
        .map((tone) => (
          <Text key={tone} {...args} tone={tone}>
            {`${tone}: Biglietti disponibili`}
          </Text>
        ))}
    </Stack>
  ),
};

/** Cut after two lines with an ellipsis. */
export const Clamped: Story = {
  args: {
    maxLines: 2,
    children:
      'Un itinéraire à travers les résidences royales, les jardins et les galeries d’art de la ville, avec des visites guidées en français chaque week-end et des ateliers pour les familles et les écoles.',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
};

/** Headings keep the outline level and can take another size. */
export const Headings: Story = {
  render: () => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {`Titolo di livello ${level}: le residenze sabaude`}
        </Heading>
      ))}
    </Stack>
  ),
};

export const LongFrenchHeading: Story = {
  render: () => (
    <Heading level={1}>
      Exposition temporaire consacrée aux photographes piémontais du dix-neuvième siècle
    </Heading>
  ),
};

export const RegioneTheme: Story = { ...Headings, globals: { theme: 'regione' } };
