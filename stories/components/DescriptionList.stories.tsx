import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList, descriptionListLayouts } from '@city/design-system';

const meta = {
  title: 'Components/Content/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
  args: {
    items: [
      { term: 'Nome', details: 'Anna' },
      { term: 'Cognome', details: 'Rossi' },
      { term: 'Email', details: 'anna.rossi@example.org' },
      { term: 'Ruoli', details: 'Utente, Titolare di card' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile data: each term above its details. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Nome',
      'Cognome',
      'Email',
      'Ruoli',
    ]);
    await expect(canvas.getAllByRole('definition')[2]).toHaveTextContent('anna.rossi@example.org');
  },
};

/** A pass: terms beside their details from tablet width; the code in the monospaced face. */
export const PassColumns: Story = {
  args: {
    layout: 'columns',
    items: [
      { term: 'Codice', details: 'ATH-2026-000417', isCode: true },
      { term: 'Titolare', details: 'Anna Rossi' },
      { term: 'Data di nascita', details: '1 aprile 1990' },
      { term: 'Validità', details: 'dal 1 dicembre 2026 al 30 novembre 2027' },
      { term: 'Convenzione', details: '' },
    ],
    emptyDetails: 'Nessuna',
  },
  play: async ({ canvasElement }) => {
    const details = within(canvasElement).getAllByRole('definition');
    await expect(details[4]).toHaveTextContent('Nessuna');
  },
};

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    layout: 'columns',
    items: [
      { term: 'Adresse e-mail de connexion', details: 'jeanne.de-la-fontaine@exemple.fr' },
      {
        term: 'Rôles',
        details: 'Utilisateur, opérateur de tourisme de plein air, organisateur de rendez-vous',
      },
    ],
  },
};
