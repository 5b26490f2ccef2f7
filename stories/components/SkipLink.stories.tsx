import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink, Stack, Text } from '@city/design-system';

const meta = {
  title: 'Components/Foundations/SkipLink',
  component: SkipLink,
  tags: ['autodocs'],
  args: { targetId: 'contenuto-principale' },
  render: (args) => (
    <Stack gap="md">
      <SkipLink {...args} />
      <Text>Intestazione e menu del sito</Text>
      <main id="contenuto-principale" tabIndex={-1}>
        <Text>Contenuto principale</Text>
      </main>
    </Stack>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab, then visible; it leads to the main content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Vai al contenuto principale' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(1);
    await expect(link).toHaveAttribute('href', '#contenuto-principale');
  },
};

export const English: Story = { globals: { locale: 'en' } };
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Aller au contenu principal' }),
    ).toHaveFocus();
  },
};
