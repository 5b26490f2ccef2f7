import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { NativeSelect, Select } from '@city/design-system';
import { withNativeMode } from '../workbench/native';

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Lingua della visita',
    placeholder: 'Scegli una lingua',
    options: [
      { id: 'it', label: 'Italiano' },
      { id: 'en', label: 'Inglese' },
      { id: 'fr', label: 'Francese' },
      { id: 'de', label: 'Tedesco', isDisabled: true },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens with the keyboard, finds an option by typing, selects with Enter; the pointer picks too. */
export const Keyboard: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Lingua della visita/ });
    await step('keyboard', async () => {
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      const listbox = await screen.findByRole('listbox');
      await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement));
      await userEvent.keyboard('f');
      await waitFor(() => expect(document.activeElement).toHaveTextContent('Francese'));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(trigger).toHaveTextContent('Francese'));
    });
    await step('pointer', async () => {
      await userEvent.click(trigger);
      await userEvent.click(await screen.findByRole('option', { name: 'Inglese' }));
      await waitFor(() => expect(trigger).toHaveTextContent('Inglese'));
    });
  },
};

export const WithError: Story = {
  args: {
    errorMessage: 'Scegli la lingua della visita.',
    description: 'Le visite in tedesco riprendono a settembre.',
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  args: {
    label: 'Langue de la visite guidée',
    placeholder: 'Choisissez une langue',
    options: [
      { id: 'it', label: 'Italien' },
      { id: 'en', label: 'Anglais' },
      { id: 'fr', label: 'Français' },
    ],
  },
};

/** The list open (checked by axe in both themes), with a disabled option. */
export const Open: Story = {
  args: { defaultOpen: true, defaultSelectedKey: 'en' },
  play: async () => {
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(within(listbox).getByRole('option', { name: 'Tedesco' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * Native mode: a native <select> with the same label, options and placeholder. `NativeSelect` is
 * this mode on its own, for an island that never needs the interactive select (it loads none of
 * react-aria's listbox and popover); the Select renders it in native mode.
 */
export const NativeMode: Story = {
  args: { name: 'lingua', isRequired: true, description: 'La lingua della guida.' },
  decorators: [withNativeMode],
  render: (args) => <NativeSelect {...args} />,
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /Lingua della visita/ });
    await expect(select.tagName).toBe('SELECT');
    await expect(select).toHaveAccessibleDescription('La lingua della guida.');
    await userEvent.selectOptions(select, 'fr');
    await expect(select).toHaveValue('fr');
  },
};
