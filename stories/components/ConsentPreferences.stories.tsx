import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentPreferences, consentGrantsTagManager } from '@city/design-system';

const meta = {
  title: 'Components/Consent/ConsentPreferences',
  component: ConsentPreferences,
  tags: ['autodocs'],
  args: {
    trigger: <button type="button">Preferenze cookie</button>,
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof ConsentPreferences>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the footer link: nothing ticked, every category explained. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Preferenze cookie' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Preferenze sui cookie' });
    for (const box of within(dialog).getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Ticking with the keyboard (Space) and saving: measurement and marketing together grant the tag manager. */
export const TickWithKeyboard: Story = {
  globals: { locale: 'en' },
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cookie preferences' });
    within(dialog).getByRole('checkbox', { name: 'Measurement' }).focus();
    await userEvent.keyboard(' ');
    within(dialog).getByRole('checkbox', { name: 'Marketing' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      gdpr: false,
      misurazione: true,
      marketing: true,
    });
    await expect(consentGrantsTagManager({ gdpr: false, misurazione: true, marketing: true })).toBe(
      true,
    );
  },
};

/** Reject all from the dialog, in French. */
export const RejectAll: Story = {
  globals: { locale: 'fr' },
  args: { defaultOpen: true, trigger: undefined },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tout refuser' }));
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Reopened after an earlier choice: the saved categories are shown ticked. */
export const WithSavedChoices: Story = {
  args: { defaultOpen: true, trigger: undefined, initialChoices: { misurazione: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('checkbox', { name: 'Misurazione' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
  },
};
