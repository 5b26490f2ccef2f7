import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner, consentBannerPlacements } from '@city/design-system';

const meta = {
  title: 'Components/Consent/ConsentBanner',
  component: ConsentBanner,
  tags: ['autodocs'],
  argTypes: { placement: { control: 'inline-radio', options: consentBannerPlacements } },
  args: {
    placement: 'inline',
    policyHref: '#cookie-policy',
    onAcceptAll: fn(),
    onRejectAll: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reject and accept are side by side, same size and same kind of button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reject = canvas.getByRole('button', { name: 'Rifiuta tutti' });
    const accept = canvas.getByRole('button', { name: 'Accetta tutti' });
    const rejectBox = reject.getBoundingClientRect();
    const acceptBox = accept.getBoundingClientRect();
    await expect(Math.round(rejectBox.width)).toBe(Math.round(acceptBox.width));
    await expect(Math.round(rejectBox.height)).toBe(Math.round(acceptBox.height));
    await expect(reject.className).toBe(accept.className);
    await userEvent.click(reject);
    await expect(args.onRejectAll).toHaveBeenCalledTimes(1);
    await expect(args.onAcceptAll).not.toHaveBeenCalled();
  },
};

/** Accepting everything with the keyboard. */
export const AcceptWithKeyboard: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const accept = within(canvasElement).getByRole('button', { name: 'Accept all' });
    accept.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAcceptAll).toHaveBeenCalledTimes(1);
  },
};

/** "Customise" opens the preferences with no box ticked; saving sends only what was ticked. */
export const Customise: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement, args }) => {
    const customise = within(canvasElement).getByRole('button', { name: 'Personnaliser' });
    await userEvent.click(customise);
    const dialog = await screen.findByRole('dialog', { name: 'Préférences en matière de cookies' });
    const boxes = within(dialog).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    for (const box of boxes) await expect(box).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Mesure d’audience' }));
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Enregistrer les préférences' }),
    );
    await expect(args.onSave).toHaveBeenCalledWith({
      gdpr: false,
      misurazione: true,
      marketing: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(customise).toHaveFocus();
  },
};

/** Fixed at the bottom of the viewport, as on the site. */
export const Fixed: Story = {
  args: { placement: 'fixed' },
};

/** The sibling regional brand, with the preferences open. */
export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Personalizza' }));
    await screen.findByRole('dialog', { name: 'Preferenze sui cookie' });
  },
};
