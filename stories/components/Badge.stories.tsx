import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, BadgeList, Tag, badgeVariants } from '@city/design-system';

const meta = {
  title: 'Components/Content/Badge',
  component: Badge,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
  args: { children: 'Musei', variant: 'neutral' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every variant; the text carries the meaning. */
export const Variants: Story = {
  render: () => (
    <BadgeList aria-label="Varianti">
      <Badge variant="neutral">Gratuito</Badge>
      <Badge variant="brand">In evidenza</Badge>
      <Badge variant="positive" icon="check">
        Disponibile
      </Badge>
      <Badge variant="caution">Ultimi posti</Badge>
      <Badge variant="critical">Esaurito</Badge>
      <Badge variant="past">Concluso</Badge>
    </BadgeList>
  ),
};

/** Tags with an href are links (to a filtered listing). */
export const Tags: Story = {
  render: () => (
    <BadgeList aria-label="Categorie">
      <Tag href="?category=musei">Musei</Tag>
      <Tag href="?category=famiglie" variant="brand">
        Famiglie
      </Tag>
      <Tag>Senza link</Tag>
    </BadgeList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Musei' })).toHaveFocus();
  },
};

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  render: () => (
    <BadgeList aria-label="Catégories">
      <Badge variant="brand">Patrimoine de l’UNESCO</Badge>
      <Badge variant="caution">Dernières places disponibles</Badge>
      <Badge variant="past">Événement terminé</Badge>
    </BadgeList>
  ),
};

export const RegioneTheme: Story = { ...Variants, globals: { theme: 'regione' } };
