import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Badge,
  BadgeList,
  Card,
  CardGrid,
  EmptyState,
  Heading,
  Hero,
  Pagination,
  Price,
  SearchField,
  Stack,
  Text,
} from '@city/design-system';
import { fixtureHost, giardino, museo, piazza } from '../fixtures/images';

interface ListingItem {
  id: number;
  title: string;
  type: string;
  place: string;
  dateLine: string;
  image: typeof piazza;
  category: string;
  price?: number;
  past?: boolean;
}

const items: ListingItem[] = [
  {
    id: 12,
    title: 'Notte bianca nel centro storico',
    type: 'Evento',
    place: 'Piazza Castello e dintorni',
    dateLine: '12/07/2026 ore 21:00',
    image: piazza,
    category: 'Musica',
  },
  {
    id: 31,
    title: 'Giardini reali: visita guidata al tramonto con degustazione',
    type: 'Visita guidata',
    place: 'Giardini Reali',
    dateLine: 'Dal 01/06/2026 al 30/09/2026',
    image: giardino,
    category: 'Natura',
    price: 1500,
  },
  {
    id: 45,
    title: 'Egitto. Luce del Nilo',
    type: 'Mostra',
    place: 'Museo Egizio',
    dateLine: 'Ogni primo sabato del mese',
    image: museo,
    category: 'Arte',
    price: 1800,
  },
  {
    id: 52,
    title: 'Festival delle luci d’inverno',
    type: 'Evento',
    place: 'Borgo Dora',
    dateLine: '08/12/2025',
    image: piazza,
    category: 'Famiglie',
    past: true,
  },
];

/** The agenda: search, a grid of cards (one link each), past items marked, and page links. */
function Listing({ list, page }: { list: ListingItem[]; page: number }) {
  return (
    <main id="main">
      <Hero
        title="Agenda degli eventi"
        subtitle="Concerti, mostre, visite guidate e feste in città e in tutta la regione."
        breadcrumb={{ homeHref: '/it', items: [{ label: 'Agenda', href: '/it/agenda' }] }}
      />
      <Stack gap="lg" paddingX="md" paddingY="lg">
        <SearchField action="/it/cerca" defaultValue="" />
        {list.length === 0 ? (
          <EmptyState
            title="Nessun risultato"
            text="Prova con un’altra parola o togli qualche filtro."
          />
        ) : (
          <>
            <Heading level={2} size="md">
              {list.length} risultati
            </Heading>
            <CardGrid aria-label="Risultati">
              {list.map((item) => (
                <Card
                  key={item.id}
                  href={`/it/l/eventi/${item.id}`}
                  title={item.title}
                  eyebrow={item.type}
                  subtitle={item.place}
                  dateLine={item.dateLine}
                  image={{ image: item.image, host: fixtureHost }}
                  badges={
                    <BadgeList aria-label="Categorie">
                      <Badge variant="brand">{item.category}</Badge>
                      {item.past ? <Badge variant="past">Concluso</Badge> : null}
                    </BadgeList>
                  }
                  price={
                    item.price === undefined ? (
                      <Text size="sm">Ingresso libero</Text>
                    ) : (
                      <Price cents={item.price} kind="single" />
                    )
                  }
                />
              ))}
            </CardGrid>
            <Pagination page={page} totalPages={12} hrefForPage={(p) => `/it/agenda?page=${p}`} />
          </>
        )}
      </Stack>
    </main>
  );
}

const meta = {
  title: 'Patterns/Listing',
  component: Listing,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { list: items, page: 2 },
} satisfies Meta<typeof Listing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Agenda: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('list', { name: 'Risultati' });
    // Each card is a single link named by its title.
    const cardLinks = within(grid).getAllByRole('link');
    await expect(cardLinks).toHaveLength(items.length);
    await expect(cardLinks[1]).toHaveAccessibleName(items[1]?.title);
    // The past event is marked in words, not by colour alone.
    await expect(canvas.getByText('Concluso')).toBeVisible();
    // Pagination marks the current page and leads to the next one by keyboard.
    const current = canvas.getByRole('link', { current: 'page' });
    await expect(current).toHaveAttribute('href', '/it/agenda?page=2');
    current.focus();
    await userEvent.tab();
    await expect(document.activeElement).toHaveAttribute('href', '/it/agenda?page=3');
  },
};

export const NoResults: Story = {
  args: { list: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nessun risultato')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: /pagin/i })).toBeNull();
  },
};
