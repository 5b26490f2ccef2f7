import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Alert,
  Button,
  EmptyState,
  Link,
  PageLayout,
  Text,
  pageLayoutWidths,
} from '@city/design-system';

const meta = {
  title: 'Components/Foundations/PageLayout',
  component: PageLayout,
  tags: ['autodocs'],
  argTypes: { width: { control: 'inline-radio', options: pageLayoutWidths } },
  args: {
    title: 'Carrello',
    children: (
      <EmptyState
        icon="cart"
        title="Il carrello è vuoto."
        action={
          <Link href="/it" appearance="button">
            Continua lo shopping
          </Link>
        }
      />
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A task screen: its title is the page's one h1, its sections follow in reading order. */
export const EmptyCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Carrello');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Continua lo shopping' })).toHaveFocus();
  },
};

/** Narrow, with an intro: a single form such as a password reset. */
export const NarrowWithIntro: Story = {
  args: {
    width: 'narrow',
    title: 'Réinitialiser le mot de passe',
    intro:
      'Saisissez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    children: (
      <>
        <Alert tone="success">Si l’adresse existe, un e-mail vient d’être envoyé.</Alert>
        <Text>Le lien reste valable une heure.</Text>
        <Button variant="secondary">Renvoyer l’e-mail</Button>
      </>
    ),
  },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Réinitialiser le mot de passe',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/un e-mail vient d’être envoyé/);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Renvoyer l’e-mail' })).toHaveFocus();
  },
};
