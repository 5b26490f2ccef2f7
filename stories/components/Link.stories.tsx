import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Link, Stack, Text, linkVariants } from '@city/design-system';

const meta = {
  title: 'Components/Foundations/Link',
  component: Link,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'inline-radio', options: linkVariants } },
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
