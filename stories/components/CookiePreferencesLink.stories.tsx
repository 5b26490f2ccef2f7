import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookiePreferencesLink } from '@city/design-system';

const meta = {
  title: 'Components/Footer/CookiePreferencesLink',
  component: CookiePreferencesLink,
  tags: ['autodocs'],
  args: { onOpenCookiePreferences: fn() },
} satisfies Meta<typeof CookiePreferencesLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pointer and keyboard both reopen the cookie choices. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Preferenze cookie' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenCookiePreferences).toHaveBeenCalledTimes(2);
  },
};

export const French: Story = { globals: { locale: 'fr' } };
