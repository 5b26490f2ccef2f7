import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, Button, Link, Stack, SummaryCard, Text } from '@city/design-system';

const meta = {
  title: 'Components/Content/SummaryCard',
  component: SummaryCard,
  tags: ['autodocs'],
  args: {
    title: 'Kayak sul Po al tramonto',
    status: <Badge variant="caution">In revisione</Badge>,
    children: <Text tone="secondary">Ultima modifica: 3 dicembre 2026</Text>,
    actions: (
      <>
        <Link href="/it/dashboard/outdoor/modifica/7" variant="standalone">
          Modifica
        </Link>
      </>
    ),
  },
} satisfies Meta<typeof SummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An operator's listing: title, moderation status and the way to edit it. */
export const Listing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Kayak sul Po al tramonto',
    );
    await expect(canvas.getByText('In revisione')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Modifica' })).toHaveFocus();
  },
};

/** Cards in a list: each one is a list item with its own heading. */
export const BookingsList: Story = {
  render: () => (
    <Stack as="ul" gap="md">
      <SummaryCard
        as="li"
        title="Yoga al Valentino"
        status={<Badge variant="positive">Confermata</Badge>}
        actions={<Button variant="secondary">Annulla la prenotazione</Button>}
      >
        <Text tone="secondary">sabato 12 dicembre 2026, 10:00 · 2 posti</Text>
      </SummaryCard>
      <SummaryCard as="li" title="Visita a Palazzo Madama" status={<Badge>Annullata</Badge>}>
        <Text tone="secondary">domenica 13 dicembre 2026, 15:30 · 1 posto</Text>
      </SummaryCard>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Annulla la prenotazione' })).toBeVisible();
  },
};

export const LongFrench: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Randonnée accompagnée dans les vallées olympiques avec déjeuner au refuge',
    status: <Badge variant="positive">Publiée</Badge>,
    children: <Text tone="secondary">Dernière modification : 3 décembre 2026</Text>,
    actions: (
      <Link href="/fr/dashboard/outdoor/modifica/7" variant="standalone">
        Modifier « Randonnée accompagnée »
      </Link>
    ),
  },
};
