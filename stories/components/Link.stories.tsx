import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Button,
  Inline,
  Link,
  Stack,
  Text,
  buttonSizes,
  buttonVariants,
  linkAppearances,
  linkVariants,
} from '@city/design-system';

const meta = {
  title: 'Components/Foundations/Link',
  component: Link,
  tags: ['autodocs'],
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    appearance: { control: 'inline-radio', options: linkAppearances },
    buttonVariant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
  args: { href: '/it/l/eventi/12', children: 'Notte bianca in centro' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Internal: same tab, no hint, reachable with Tab. */
export const Internal: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Notte bianca in centro' });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** External: a new tab, and the hint says so in the current language. */
export const External: Story = {
  args: { href: 'https://www.museoegizio.it', children: 'Museo Egizio' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Museo Egizio (si apre in una nuova scheda)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalEnglish: Story = {
  ...External,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Museo Egizio (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
  },
};

export const ExternalFrench: Story = {
  ...External,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Museo Egizio (s’ouvre dans un nouvel onglet)',
      }),
    ).toBeInTheDocument();
  },
};

/** A file: its title, then its format and size. */
export const File: Story = {
  args: {
    href: '/assets/programma.pdf',
    children: 'Programma delle visite guidate 2026',
    file: { format: 'PDF', size: '1,2 MB' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', {
        name: 'Programma delle visite guidate 2026 (file PDF, 1,2 MB)',
      }),
    ).toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: (args) => (
    <Stack gap="sm">
      {linkVariants
        .filter((variant) => variant !== 'inverse')
        .map((variant) => (
          <Text key={variant}>
            <Link {...args} variant={variant}>{`Variante ${variant}`}</Link>
          </Text>
        ))}
    </Stack>
  ),
};

export const InRunningText: Story = {
  render: () => (
    <Text>
      Les billets sont en vente à l’office de tourisme et sur{' '}
      <Link href="https://www.example.org/billetterie">la billetterie en ligne du musée</Link>, avec
      réduction pour les porteurs de la carte musées.
    </Text>
  ),
  globals: { locale: 'fr' },
};

export const RegioneTheme: Story = { ...Variants, globals: { theme: 'regione' } };

/**
 * Drawn as a button: a call to action that opens another page (to the checkout, back to the
 * shop). It stays a link: named as one, followed with Enter, opened in a new tab if wished.
 */
export const AsButton: Story = {
  args: { href: '/it/checkout', children: 'Procedi al pagamento', appearance: 'button' },
  render: (args) => (
    <Inline gap="sm">
      <Link {...args} />
      <Button variant="secondary">Svuota il carrello</Button>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Procedi al pagamento' });
    await expect(link).toHaveAttribute('href', '/it/checkout');
    await expect(link).toHaveAttribute('data-appearance', 'button');
    // as tall as the button beside it
    const button = canvas.getByRole('button', { name: 'Svuota il carrello' });
    await expect(link.getBoundingClientRect().height).toBe(button.getBoundingClientRect().height);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Every button variant and size, as links. */
export const AsButtonVariants: Story = {
  args: { appearance: 'button' },
  render: (args) => (
    <Stack gap="md">
      <Inline gap="sm" align="center">
        {buttonVariants.map((variant) => (
          <Link key={variant} {...args} buttonVariant={variant}>{`Variante ${variant}`}</Link>
        ))}
      </Inline>
      <Inline gap="sm" align="center">
        {buttonSizes.map((size) => (
          <Link key={size} {...args} size={size}>{`Misura ${size}`}</Link>
        ))}
      </Inline>
    </Stack>
  ),
};

/** While the cart is being priced the way to the checkout waits: not followed, and said so. */
export const AsButtonDisabled: Story = {
  args: {
    href: '/fr/checkout',
    children: 'Passer à la caisse',
    appearance: 'button',
    isDisabled: true,
  },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Passer à la caisse' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(window.location.pathname).not.toBe('/fr/checkout');
  },
};
