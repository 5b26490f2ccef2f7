import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Drawer, DrawerClose, Link, Stack, drawerSides } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  argTypes: { side: { control: 'inline-radio', options: drawerSides } },
  args: {
    title: 'Menu',
    side: 'start',
    trigger: <button type="button">Apri il menu</button>,
    children: (
      <nav aria-label="Navigazione principale">
        <Stack as="ul" gap="sm">
          {['Visita', 'Agenda', 'Dormire e mangiare', 'Convention bureau', 'Scuole'].map(
            (label) => (
              <li key={label}>
                <Link href={`#${label}`} variant="standalone">
                  {label}
                </Link>
              </li>
            ),
          )}
        </Stack>
      </nav>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the start edge; Escape closes it and focus goes back to the trigger. */
export const FromStart: Story = {
  play: async ({ canvasElement, step }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Apri il menu' });
    await step('opens with pointer', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Menu' });
      await expect(
        within(dialog).getByRole('navigation', { name: 'Navigazione principale' }),
      ).toBeInTheDocument();
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });
    await step('closes with the close button', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('opens with the keyboard and closes with Escape', async () => {
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Menu' });
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
  },
};

/** From the end edge, in English. */
export const FromEnd: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  args: { side: 'end', title: 'Menu', defaultOpen: true, trigger: undefined },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(dialog).toHaveAttribute('data-side', 'end');
    // The panel leaves a strip of the page visible beside it.
    await waitFor(() =>
      expect(Math.round(dialog.getBoundingClientRect().right)).toBe(
        document.documentElement.clientWidth,
      ),
    );
    await expect(dialog.getBoundingClientRect().left).toBeGreaterThan(0);
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  },
};

/** An action wrapped in DrawerClose closes the drawer; long French title. */
export const ActionCloses: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Découvrir Turin et sa région',
    defaultOpen: true,
    trigger: undefined,
    children: (
      <DrawerClose asChild>
        <button type="button">Afficher les résultats</button>
      </DrawerClose>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Découvrir Turin et sa région' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afficher les résultats' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Native mode: a <dialog> opened by its trigger and closed by its button, without script. */
export const NativeMode: Story = {
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Apri il menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(dialog).toHaveAttribute('data-side', 'start');
    await expect(dialog).toHaveAttribute('closedby', 'any');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
