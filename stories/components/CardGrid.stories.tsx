import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, BadgeList, Card, CardGrid } from '@city/design-system';
import { fixtureHost, giardino, museo, piazza } from '../fixtures/images';

const cards = [
  { id: 1, title: 'Notte bianca', image: piazza, date: '12/07/2026' },
  { id: 2, title: 'Giardini aperti', image: giardino, date: '18/07/2026 - 21/07/2026' },
  { id: 3, title: 'Museo di notte', image: museo, date: '25/07/2026 ore 20:30' },
  { id: 4, title: 'Concerto all’alba sulla collina', image: giardino, date: '01/08/2026' },
  { id: 5, title: 'Mercato dei produttori', image: piazza, date: 'Ogni sabato' },
];

const meta = {
  title: 'Components/Content/CardGrid',
  component: CardGrid,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Eventi in evidenza',
    children: cards.map((card) => (
      <Card
        key={card.id}
        href={`/it/l/eventi/${card.id}`}
        title={card.title}
        dateLine={card.date}
        image={{ image: card.image, host: fixtureHost }}
        badges={
          <BadgeList aria-label="Categoria">
            <Badge variant="brand">Eventi</Badge>
          </BadgeList>
        }
      />
    )),
  },
} satisfies Meta<typeof CardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A list of cards: one link per card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Eventi in evidenza' });
    await expect(within(list).getAllByRole('listitem', { hidden: false })).toHaveLength(5 + 5);
    await expect(within(list).getAllByRole('link')).toHaveLength(5);
  },
};

export const FourColumns: Story = { args: { columns: { mobile: 1, tablet: 2, desktop: 4 } } };

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
