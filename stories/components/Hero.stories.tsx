import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, BadgeList, Hero } from '@city/design-system';
import { fixtureHost, piazza } from '../fixtures/images';

const meta = {
  title: 'Components/Content/Hero',
  component: Hero,
  tags: ['autodocs'],
  args: {
    title: 'Musei Reali',
    subtitle: 'Palazzo Reale, Armeria, Galleria Sabauda e Giardini in un unico percorso.',
    breadcrumb: {
      homeHref: '/it',
      items: [
        { label: 'Visita', href: '/it/visita' },
        { label: 'Musei Reali', href: '/it/visita/musei-reali' },
      ],
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumb, the page's h1 and a subtitle. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Musei Reali' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('navigation')).toBeInTheDocument();
  },
};

/** With the page image, loaded with priority (LCP). */
export const WithImage: Story = {
  args: {
    image: { image: piazza, host: fixtureHost, alt: 'Piazza Castello al tramonto', width: 640 },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture img')).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  },
};

export const TitleOnly: Story = { args: { subtitle: undefined, breadcrumb: undefined } };

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Préparer son séjour : offices de tourisme, cartes musées et transports en commun',
    subtitle:
      'Toutes les informations pratiques pour organiser une visite de plusieurs jours dans la ville et dans la région, en famille ou en groupe.',
    breadcrumb: {
      homeHref: '/fr',
      items: [
        { label: 'Découvrir', href: '/fr/decouvrir' },
        { label: 'Préparer ton séjour', href: '/fr/decouvrir/preparer-ton-sejour' },
        {
          label: 'Offices de tourisme',
          href: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
        },
      ],
    },
    image: { image: piazza, host: fixtureHost, alt: '', width: 640 },
    children: (
      <BadgeList aria-label="Thèmes">
        <Badge variant="brand">Informations pratiques</Badge>
      </BadgeList>
    ),
  },
};

export const RegioneTheme: Story = { ...WithImage, globals: { theme: 'regione' } };
