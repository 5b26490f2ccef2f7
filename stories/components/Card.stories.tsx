import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, BadgeList, Card, Text } from '@city/design-system';
import { fixtureHost, giardino, museo, piazza } from '../fixtures/images';

const meta = {
  title: 'Components/Content/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    href: '/it/l/eventi/12',
    title: 'Notte bianca nel centro storico',
    eyebrow: 'Evento',
    subtitle: 'Piazza Castello e dintorni',
    dateLine: '12/07/2026 ore 21:00',
    image: { image: piazza, host: fixtureHost },
    badges: (
      <BadgeList aria-label="Categorie">
        <Badge variant="brand">Musica</Badge>
        <Badge>Gratuito</Badge>
      </BadgeList>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One link target: the title is the only link, and a click anywhere on the card follows it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Notte bianca nel centro storico');
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    // The stretched link covers the card: the element under the subtitle is the link itself.
    const subtitle = canvas.getByText('Piazza Castello e dintorni').getBoundingClientRect();
    const hit = document.elementFromPoint(subtitle.left + 4, subtitle.top + subtitle.height / 2);
    await expect(hit).toBe(links[0]);
  },
};

/** Description from operator text, cut at 255 characters on a word boundary. */
export const LongDescription: Story = {
  args: {
    title: 'Residenze reali e giardini: itinerario di un giorno tra Venaria, Stupinigi e il centro',
    image: { image: museo, host: fixtureHost },
    description:
      'Un itinerario di un’intera giornata tra le residenze della corte: la mattina alla Reggia di Venaria con i giardini e la Galleria Grande, il pranzo in un locale storico del borgo, il pomeriggio alla Palazzina di Caccia di Stupinigi e la sera una passeggiata sotto i portici del centro fino a Piazza San Carlo, con degustazione finale.',
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^Un itinerario/).textContent ?? '';
    await expect(text.endsWith('…')).toBe(true);
    await expect(text.length).toBeLessThanOrEqual(256);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    href: '/fr/l/visite_guidate/4',
    eyebrow: 'Visite guidée',
    title: 'Visite guidée nocturne des toits du Palais Royal et de la Chapelle du Saint-Suaire',
    subtitle: 'Départ devant la billetterie des Musées Royaux',
    dateLine: '14/08/2026 à 21:30',
    image: { image: giardino, host: fixtureHost },
    price: (
      <Text as="span" weight="bold">
        18,00 €
      </Text>
    ),
    badges: (
      <BadgeList aria-label="Catégories">
        <Badge variant="caution">Dernières places</Badge>
      </BadgeList>
    ),
  },
};

/** External content opens outside; the hint is part of the link name. */
export const External: Story = {
  args: {
    href: 'https://www.example.org/mostra',
    title: 'Mostra al museo partner',
    eyebrow: 'Link esterno',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName(
      'Mostra al museo partner (si apre in una nuova scheda)',
    );
  },
};

/** A file: the title of the file and its format. */
export const File: Story = {
  args: {
    href: '/assets/guida.pdf',
    title: 'Guida della città per le scuole',
    eyebrow: 'Documento',
    file: { format: 'PDF', size: '3 MB' },
    image: undefined,
    dateLine: undefined,
  },
};

/** A past event keeps its card, marked as past. */
export const Past: Story = {
  args: {
    badges: (
      <BadgeList aria-label="Stato">
        <Badge variant="past">Concluso</Badge>
      </BadgeList>
    ),
  },
};

export const WithoutImage: Story = { args: { image: undefined } };

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
