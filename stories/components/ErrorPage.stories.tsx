import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorPage } from '@city/design-system';

const meta = {
  title: 'Components/Content/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: {
    statusCode: 404,
    message: 'La pagina che cerchi non esiste o è stata spostata.',
    links: [
      { label: 'Torna alla home', href: '/it' },
      {
        label: 'Uffici del turismo',
        href: '/it/visita/pianifica-la-tua-visita/uffici-del-turismo',
      },
    ],
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 404: the code as title, a localized text and links to carry on. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Torna alla home' })).toHaveFocus();
  },
};

export const NotFoundEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    message: 'The page you are looking for does not exist or has moved.',
    links: [
      { label: 'Back to home', href: '/en' },
      { label: 'Tourist offices', href: '/en/visit/plan-your-trip/tourist-offices' },
    ],
  },
};

export const NotFoundFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    message: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    links: [
      { label: 'Retour à l’accueil', href: '/fr' },
      {
        label: 'Offices de tourisme',
        href: '/fr/decouvrir/preparer-ton-sejour/offices-de-tourisme',
      },
    ],
  },
};

/** Other errors: the raw message, no links. */
export const ServerError: Story = {
  args: {
    statusCode: 500,
    message: 'Service unavailable: the content service did not answer in time.',
    links: [],
  },
};

export const RegioneTheme: Story = { globals: { theme: 'regione' } };
