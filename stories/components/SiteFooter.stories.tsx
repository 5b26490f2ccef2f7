import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteFooter } from '@city/design-system';
import { enhance } from '@city/design-system/enhance';
import {
  endTextHtml,
  footerColumns,
  footerLogos,
  preFooterCards,
  preFooterSubcards,
  socialProfiles,
  sponsors,
} from '../fixtures/footer';
import { withNativeMode } from '../workbench/native';

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

/** Travel trade section: the professionals' pre-footer in its own colours. */
export const TradeSection: Story = {
  args: { section: 'trade' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-section]')).toHaveAttribute(
      'data-section',
      'trade',
    );
  },
};

/** Convention section, French. */
export const ConventionSectionFrench: Story = {
  globals: { locale: 'fr' },
  args: { section: 'convention', sponsorTitle: undefined },
};

/**
 * As the site's pages that are not hydrated get it (native mode): plain links and buttons, the
 * cookie button found by the page script through `data-consent-reopen`, and the sponsor carousel
 * enhanced by `enhance` when it comes near the viewport.
 */
export const WithoutReact: Story = {
  decorators: [withNativeMode],
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(canvasElement.querySelector('[data-rac]')).toBeNull();
    await expect(within(footer).getByRole('button', { name: 'Preferenze cookie' })).toHaveAttribute(
      'data-consent-reopen',
    );
    const carousel = within(footer).getByRole('region', { name: 'Sponsor' });
    await expect(within(carousel).queryByRole('button')).toBeNull();
    enhance(canvasElement);
    carousel.scrollIntoView();
    await waitFor(() => expect(carousel).toHaveAttribute('data-enhanced'));
    await userEvent.click(within(carousel).getByRole('button', { name: 'Sponsor successivi' }));
    await waitFor(() => expect(carousel).toHaveAttribute('data-selected-index', '1'));
    window.scrollTo(0, 0);
  },
};
