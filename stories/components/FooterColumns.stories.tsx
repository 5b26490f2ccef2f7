import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FooterColumns } from '@city/design-system';
import { footerColumns } from '../fixtures/footer';

const meta = {
  title: 'Components/Footer/FooterColumns',
  component: FooterColumns,
  tags: ['autodocs'],
  args: { columns: footerColumns },
  decorators: [
    (Story) => (
      <div style={{ background: '#17202e', color: '#ffffff', padding: '1.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FooterColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal links, external links opening outside, and plain text. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Chi siamo' })).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: /^Regione Piemonte/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByText('Via Maria Vittoria 19, 10123 Torino').closest('a')).toBeNull();
  },
};

/** Long French labels. */
export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    columns: [
      {
        id: 'fr1',
        title: 'Office du tourisme de Turin et de sa province',
        items: [
          {
            id: 'a',
            label: 'Qui sommes-nous et quelles sont nos missions',
            kind: 'internal',
            href: '/fr/qui-sommes-nous',
          },
          {
            id: 'b',
            label: 'Administration transparente et appels d’offres',
            kind: 'internal',
            href: '/fr/administration',
          },
        ],
      },
      {
        id: 'fr2',
        title: 'Informations pratiques',
        items: [
          {
            id: 'c',
            label: 'Bureaux d’information touristique',
            kind: 'internal',
            href: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
          },
        ],
      },
      {
        id: 'fr3',
        title: 'Professionnels',
        items: [
          {
            id: 'd',
            label: 'Région Piémont (site institutionnel)',
            kind: 'external',
            href: 'https://www.regione.piemonte.example/fr',
          },
        ],
      },
      {
        id: 'fr4',
        title: 'Mentions légales',
        items: [{ id: 'e', label: 'Numéro de TVA 07401840017', kind: 'text' }],
      },
    ],
  },
};
