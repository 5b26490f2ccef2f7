import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConsentBanner, SiteFooter } from '@city/design-system';
import type { ConsentChoices } from '@city/design-system';
import {
  endTextHtml,
  footerColumns,
  footerLogos,
  preFooterCards,
  preFooterSubcards,
  socialProfiles,
  sponsors,
} from '../fixtures/footer';

/**
 * The end of every page: pre-footer cards and partner logos, the sponsor carousel, then the
 * footer with its four columns, logos, cookie link, end text and social icons. The cookie link
 * brings the consent banner back, as the storefront does by resetting `bannerClosed`.
 */
function FooterPattern({ cardCount }: { cardCount: number }) {
  const [bannerOpen, setBannerOpen] = useState(false);
  const [choices, setChoices] = useState<ConsentChoices | undefined>();
  const close = (next: ConsentChoices) => {
    setChoices(next);
    setBannerOpen(false);
  };
  return (
    <>
      <main id="main" style={{ padding: '2rem 1rem' }}>
        <h1>Palazzo Madama – Museo Civico d’Arte Antica</h1>
        <p>Quattro secoli di arte e storia nel cuore di piazza Castello.</p>
      </main>
      <SiteFooter
        section="visita"
        cards={preFooterCards.slice(0, cardCount)}
        subcards={preFooterSubcards}
        sponsors={sponsors}
        sponsorTitle="Con il sostegno di"
        columns={footerColumns}
        logos={footerLogos}
        social={socialProfiles}
        endText={{ html: endTextHtml }}
        onOpenCookiePreferences={() => setBannerOpen(true)}
      />
      {bannerOpen ? (
        <ConsentBanner
          initialChoices={choices}
          policyHref="#cookie-policy"
          onAcceptAll={() => close({ gdpr: true, misurazione: true, marketing: true })}
          onRejectAll={() => close({ gdpr: false, misurazione: false, marketing: false })}
          onSave={close}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Patterns/Footer',
  component: FooterPattern,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        {/*
         * The footer's band of links is painted only near the viewport (content-visibility:
         * auto), and until it has been painted once it takes a placeholder height: a full-page
         * screenshot would show it empty, and as tall as it is or as its placeholder depending
         * on whether the play function had brought it into view. The pattern shows the whole
         * footer at once, as the page stories do (pages/site.tsx).
         */}
        <style>{'*, *::before, *::after { content-visibility: visible !important; }'}</style>
        <Story />
      </>
    ),
  ],
  args: { cardCount: 4 },
} satisfies Meta<typeof FooterPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four cards in a grid; the cookie link reopens the banner and rejecting closes it. */
export const Footer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Preferenze cookie' }));
    const banner = await canvas.findByRole('region', { name: 'Questo sito usa i cookie' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Rifiuta tutti' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Questo sito usa i cookie' })).toBeNull(),
    );
  },
};

/** Three cards, stacked vertically; customising from the reopened banner. */
export const ThreeCards: Story = {
  args: { cardCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('[data-layout]')).toHaveAttribute(
      'data-layout',
      'vertical',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Preferenze cookie' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Personalizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferenze sui cookie' });
    for (const box of within(dialog).getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** English labels of the built-in parts (content stays as given). */
export const English: Story = { globals: { locale: 'en' }, args: { cardCount: 2 } };
