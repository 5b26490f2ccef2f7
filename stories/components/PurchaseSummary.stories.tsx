import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PurchaseSummary } from '@city/design-system';
import { fixtureHost, museo, piazza } from '../fixtures/images';

const meta = {
  title: 'Components/Commerce/PurchaseSummary',
  component: PurchaseSummary,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Torino sotterranea',
    eyebrow: 'Visita guidata',
    subtitle: 'Rifugi antiaerei e ghiacciaie',
    description:
      'Un percorso di 90 minuti sotto il centro storico, tra i rifugi della seconda guerra mondiale e le ghiacciaie del Settecento.',
    image: { image: piazza, host: fixtureHost },
    details: [
      { id: 'place', label: 'Luogo', value: 'Piazza San Carlo, Torino', icon: 'pin' },
      { id: 'duration', label: 'Durata', value: '90 minuti', icon: 'clock' },
      { id: 'languages', label: 'Lingue', value: 'Italiano, inglese, francese', icon: 'globe' },
    ],
    prices: [
      { id: 'intero', label: 'Intero', cents: 1500 },
      { id: 'gruppi', label: 'Intero, gruppi', note: 'Da 10 persone', cents: 1200 },
      { id: 'ridotto', label: 'Ridotto (under 18, over 65)', cents: 1050 },
      { id: 'bambino', label: 'Bambini (6-12 anni)', cents: 600 },
    ],
    moreHref: '/it/visite-guidate/torino-sotterranea-2012',
  },
} satisfies Meta<typeof PurchaseSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guided tour: picture, facts and the price of every rate, then the way to its full page. */
export const GuidedTour: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Torino sotterranea' });
    await expect(within(region).getAllByRole('term')[0]).toHaveTextContent('Luogo');
    await expect(within(region).getAllByRole('definition')[3]).toHaveTextContent('15,00');
    await expect(canvas.getByRole('link', { name: 'Maggiori informazioni' })).toHaveAttribute(
      'href',
      '/it/visite-guidate/torino-sotterranea-2012',
    );
  },
};

/** A bundle: what it includes at the bundle price, the list price struck through. */
export const Bundle: Story = {
  args: {
    title: 'Card + visita guidata',
    eyebrow: 'Pacchetto',
    subtitle: undefined,
    description: undefined,
    image: { image: museo, host: fixtureHost },
    details: [],
    included: [
      { id: 'card', label: 'Torino Piemonte Card', cents: 3200, originalCents: 3500 },
      { id: 'tour', label: 'Torino sotterranea', cents: 1200, originalCents: 1500 },
    ],
    prices: [{ id: 'total', label: 'Prezzo del pacchetto', cents: 4400, originalCents: 5000 }],
    moreHref: undefined,
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Cosa comprende' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('s')).toHaveLength(3);
  },
};

/** A gift card without a picture or facts: name, description and price only. */
export const Minimal: Story = {
  args: {
    title: 'Carta regalo',
    eyebrow: undefined,
    subtitle: 'Da 50 euro',
    description: 'Regala un’esperienza a Torino.',
    image: undefined,
    details: [],
    prices: [{ id: 'price', label: 'Prezzo', cents: 5000 }],
    moreHref: undefined,
  },
};

/** Long French names and notes wrap; amounts stay on their line. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'La Reggia de Venaria au coucher du soleil : jardins et Grande Galerie',
    eyebrow: 'Visite guidée',
    subtitle: 'Jardins et Grande Galerie',
    description: 'Visite guidée en soirée de la résidence de Savoie.',
    details: [
      { id: 'place', label: 'Lieu', value: 'Reggia di Venaria', icon: 'pin' },
      { id: 'languages', label: 'Langues', value: 'Italien, anglais', icon: 'globe' },
    ],
    prices: [
      { id: 'plein', label: 'Plein tarif', cents: 2200 },
      {
        id: 'groupes',
        label: 'Plein tarif, groupes',
        note: 'À partir de 10 personnes',
        cents: 1800,
      },
      { id: 'reduit', label: 'Réduit (moins de 18, plus de 65 ans)', cents: 1540 },
    ],
    moreHref: '/fr/visites-guidees/la-reggia-de-venaria-2013',
  },
};

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
