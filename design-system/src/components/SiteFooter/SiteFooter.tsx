import { CookiePreferencesLink } from '../CookiePreferencesLink';
import type { CookiePreferencesLinkMessages } from '../CookiePreferencesLink';
import { FooterColumns } from '../FooterColumns';
import type { FooterColumn } from '../FooterColumns';
import { FooterEndText } from '../FooterEndText';
import { FooterLogos } from '../FooterLogos';
import type { FooterLogo } from '../FooterLogos';
import { PreFooter } from '../PreFooter';
import type { PreFooterCard, PreFooterSection, PreFooterSubcard } from '../PreFooter';
import { SocialLinks } from '../SocialLinks';
import type { SocialLink } from '../SocialLinks';
import { SponsorCarousel } from '../SponsorCarousel';
import type { Sponsor } from '../SponsorCarousel';
import { cx } from '../private/cx';
import * as styles from './SiteFooter.css';

/** End-of-page text: sanitised rich text (`{ html }`) or plain text. */
export type FooterEndTextContent = { html: string } | { text: string } | string;

export interface SiteFooterProps {
  /** Pre-footer section of the page (visit by default). */
  section?: PreFooterSection;
  cards?: PreFooterCard[];
  subcards?: PreFooterSubcard[];
  sponsors?: Sponsor[];
  /** Heading of the sponsor carousel (the footer's `sponsor` translation). */
  sponsorTitle?: string;
  /** colonna_1 to colonna_4. */
  columns: FooterColumn[];
  /** colonna_5: logos with their own width. */
  logos?: FooterLogo[];
  social?: SocialLink[];
  /** fine_pagina. */
  endText?: FooterEndTextContent;
  /**
   * Reopens the cookie choices. Under `interactive={false}` a page script does it instead (the
   * button carries `data-consent-reopen`).
   */
  onOpenCookiePreferences?: () => void;
  cookieLinkLabels?: Partial<CookiePreferencesLinkMessages>;
  className?: string;
}

/**
 * The footer of every page, in the order of the spec: pre-footer cards and partner logos in the
 * colours of the page's section, sponsor carousel, four link columns with the fifth column of
 * logos, the cookie preferences link, end-of-page text and social icons. Takes the footer part
 * already mapped to props. Its pictures load lazily, and the dark band is laid out only when it
 * comes near the viewport.
 */
export function SiteFooter({
  section = 'visita',
  cards = [],
  subcards = [],
  sponsors = [],
  sponsorTitle,
  columns,
  logos = [],
  social = [],
  endText,
  onOpenCookiePreferences,
  cookieLinkLabels,
  className,
}: SiteFooterProps) {
  const end = typeof endText === 'string' ? { text: endText } : endText;
  return (
    <footer className={cx(styles.footer, className)}>
      <PreFooter cards={cards} subcards={subcards} section={section} />
      {sponsors.length > 0 ? (
        <div className={styles.sponsors}>
          <SponsorCarousel sponsors={sponsors} title={sponsorTitle} />
        </div>
      ) : null}
      <div className={styles.main}>
        <div className={styles.inner}>
          <div className={styles.columns}>
            <FooterColumns columns={columns} />
            <FooterLogos logos={logos} />
          </div>
          <div className={styles.bottom}>
            <div className={styles.bottomText}>
              <CookiePreferencesLink
                onOpenCookiePreferences={onOpenCookiePreferences}
                labels={cookieLinkLabels}
              />
              {end ? (
                'html' in end ? (
                  <FooterEndText html={end.html} />
                ) : (
                  <FooterEndText text={end.text} />
                )
              ) : null}
            </div>
            <SocialLinks items={social} tone="inverse" />
          </div>
        </div>
      </div>
    </footer>
  );
}
