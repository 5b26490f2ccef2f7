import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from '@city/design-system';
import {
  endTextHtml,
  footerColumns,
  footerLogos,
  preFooterCards,
  preFooterSubcards,
  socialProfiles,
  sponsors,
} from '../fixtures/footer';

const meta = {
  title: 'Components/Footer/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    section: 'visita',
    cards: preFooterCards,
    subcards: preFooterSubcards,
    sponsors,
    sponsorTitle: 'Sponsor',
    columns: footerColumns,
    logos: footerLogos,
    social: socialProfiles,
    endText: { html: endTextHtml },
    onOpenCookiePreferences: fn(),
  },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole footer; the cookie link reopens the consent choices. */
export const Complete: Story = {
  play: async ({ canvasElement, args }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const cookie = within(footer).getByRole('button', { name: 'Preferenze cookie' });
    await userEvent.click(cookie);
    await expect(args.onOpenCookiePreferences).toHaveBeenCalledTimes(1);
    await expect(
      within(footer).getByRole('navigation', { name: 'Link utili' }),
    ).toBeInTheDocument();
    await expect(
      within(footer).getByRole('list', { name: 'Enti e partner istituzionali' }),
    ).toBeInTheDocument();
  },
};

/** Only the link columns and the end text (no pre-footer, no sponsors), plain text. */
export const Minimal: Story = {
  args: {
    cards: [],
    subcards: [],
    sponsors: [],
    logos: [],
    social: [],
    endText: '© 2026 Turismo Torino e Provincia',
  },
};

/** Press section with three cards (vertical), English. */
export const PressThreeCards: Story = {
  globals: { locale: 'en' },
  args: { section: 'press', cards: preFooterCards.slice(0, 3) },
};

/** The sibling regional brand: same footer, other tokens. */
export const RegioneTheme: Story = {
  globals: { theme: 'regione' },
  args: { section: 'scuole' },
};
