import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreFooter, preFooterSections } from '@city/design-system';
import { preFooterCards, preFooterSubcards } from '../fixtures/footer';

const meta = {
  title: 'Components/Footer/PreFooter',
  component: PreFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  argTypes: { section: { control: 'select', options: preFooterSections } },
  args: { cards: preFooterCards, subcards: preFooterSubcards, section: 'visita' },
} satisfies Meta<typeof PreFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards: a grid. */
export const FourCards: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-layout]');
    await expect(list).toHaveAttribute('data-layout', 'grid');
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};

/** Exactly three cards: stacked vertically. */
export const ThreeCardsVertical: Story = {
  args: { cards: preFooterCards.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute(
      'data-layout',
      'vertical',
    );
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Acquista la card' })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Partner e progetti' })).toBeInTheDocument();
  },
};

/** Two cards: a grid of two. */
export const TwoCards: Story = {
  args: { cards: preFooterCards.slice(0, 2), subcards: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute(
      'data-layout',
      'grid',
    );
  },
};

/** Convention section colour, long French labels. */
export const ConventionFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    section: 'convention',
    cards: [
      {
        id: 'fr-1',
        title: 'Organiser un congrès international à Turin et dans le Piémont',
        subtitle:
          'Lieux de réunion, hébergements et services d’accueil pour les organisateurs d’événements professionnels.',
        link: {
          kind: 'cta',
          label: 'Demander une proposition personnalisée',
          href: '/fr/convention/demande',
        },
      },
      {
        id: 'fr-2',
        title: 'Incentives et voyages de récompense',
        subtitle:
          'Expériences œnogastronomiques, visites privées des résidences royales et activités en montagne.',
        link: {
          kind: 'cta',
          label: 'Découvrir les expériences',
          href: '/fr/convention/incentives',
        },
      },
    ],
    subcards: preFooterSubcards.slice(0, 2),
  },
};

/** Every section colour, each with two cards. */
export const Sections: Story = {
  render: (args) => (
    <>
      {preFooterSections.map((section) => (
        <PreFooter
          key={section}
          {...args}
          section={section}
          cards={args.cards.slice(0, 2).map((card) => ({ ...card, id: `${section}-${card.id}` }))}
          subcards={[]}
          headingLevel={3}
          labels={{ label: `Da non perdere – ${section}` }}
        />
      ))}
    </>
  ),
};

/** The sibling regional brand, every section colour. */
export const RegioneSections: Story = { ...Sections, globals: { theme: 'regione' } };
