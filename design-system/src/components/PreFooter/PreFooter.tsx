import { isValidElement, useId } from 'react';
import type { ReactElement } from 'react';
import { useBuiltInMessages } from '../../provider';
import { Link } from '../Link';
import { AnchorLink } from '../private/AnchorLink';
import { SocialLinks } from '../SocialLinks';
import type { SocialLink } from '../SocialLinks';
import { VisuallyHidden } from '../VisuallyHidden';
import { cx } from '../private/cx';
import * as styles from './PreFooter.css';
import { FooterPicture, footerPictureWidths } from './FooterPicture';
import type { FooterImage } from './FooterPicture';
import { preFooterLayout } from './layout';
import type { PreFooterSection } from './layout';
import { preFooterMessages } from './messages';
import type { PreFooterMessages } from './messages';

export interface PreFooterCta {
  kind: 'cta';
  label: string;
  href: string;
  /** Opens outside the site, with a hint; detected from the href when not given. */
  external?: boolean;
}

export interface PreFooterSocial {
  kind: 'social';
  items: SocialLink[];
}

export interface PreFooterCard {
  id: string;
  title: string;
  subtitle?: string;
  /**
   * Cover picture: a file, an asset of the content service (shown 16:9, 400 px wide from the
   * tablet breakpoint), or an element such as the library's `Image`.
   */
  cover?: FooterImage | ReactElement;
  /** The card ends with either a call to action or social links (`tipologia_link`). */
  link?: PreFooterCta | PreFooterSocial;
}

export interface PreFooterSubcard {
  id: string;
  /** Internal page address or external address. */
  href: string;
  external: boolean;
  /** The logo names the link: give it the partner's name as `alt`. */
  logo: FooterImage;
}

export interface PreFooterProps {
  cards: PreFooterCard[];
  subcards?: PreFooterSubcard[];
  /** Colour of the section the page belongs to. */
  section?: PreFooterSection;
  /** Heading level of the card titles. */
  headingLevel?: 2 | 3;
  className?: string;
  labels?: Partial<PreFooterMessages>;
}

function columnsFor(count: number) {
  if (count >= 4) return styles.desktopColumns.four;
  if (count === 2) return styles.desktopColumns.two;
  return styles.desktopColumns.one;
}

/**
 * Band above the footer: cards with a cover, title, subtitle and a call to action or social
 * links, then the partners' logos. Exactly 3 cards are stacked vertically, otherwise they form
 * a grid. Coloured after the section of the page.
 */
export function PreFooter({
  cards,
  subcards = [],
  section = 'visita',
  headingLevel = 2,
  className,
  labels,
}: PreFooterProps) {
  const t = useBuiltInMessages(preFooterMessages, labels);
  const headingId = useId();
  const layout = preFooterLayout(cards.length);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (cards.length === 0 && subcards.length === 0) return null;

  return (
    <section
      aria-labelledby={headingId}
      className={cx(styles.root, styles.section[section], className)}
      data-section={section}
    >
      <VisuallyHidden id={headingId} as={headingLevel === 2 ? 'h2' : 'p'}>
        {t.label}
      </VisuallyHidden>
      <div className={styles.inner}>
        {cards.length > 0 ? (
          <ul
            className={cx(
              styles.cards,
              styles.layout[layout],
              layout === 'grid' && columnsFor(cards.length),
            )}
            data-layout={layout}
          >
            {cards.map((card) => (
              <li key={card.id}>
                <article className={styles.card}>
                  {isValidElement(card.cover) ? (
                    <div className={styles.coverSlot}>{card.cover}</div>
                  ) : card.cover?.asset ? (
                    <div className={styles.coverSlot}>
                      <FooterPicture
                        image={card.cover}
                        width={footerPictureWidths.cover}
                        height={Math.round((footerPictureWidths.cover * 9) / 16)}
                      />
                    </div>
                  ) : card.cover ? (
                    <FooterPicture
                      image={card.cover}
                      className={styles.cover}
                      width={footerPictureWidths.cover}
                    />
                  ) : null}
                  <div className={styles.body}>
                    <Heading className={styles.title}>{card.title}</Heading>
                    {card.subtitle ? <p className={styles.subtitle}>{card.subtitle}</p> : null}
                    {card.link ? (
                      <div className={styles.action}>
                        {card.link.kind === 'cta' ? (
                          <Link
                            href={card.link.href}
                            external={card.link.external}
                            variant="standalone"
                          >
                            {card.link.label}
                          </Link>
                        ) : (
                          <SocialLinks items={card.link.items} />
                        )}
                      </div>
                    ) : null}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        ) : null}
        {subcards.length > 0 ? (
          <ul className={styles.subcards} aria-label={t.partners}>
            {subcards.map((subcard) => (
              <li key={subcard.id}>
                <SubcardLink subcard={subcard} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

function SubcardLink({ subcard }: { subcard: PreFooterSubcard }) {
  const logo = (
    <FooterPicture
      image={subcard.logo}
      className={styles.subcardLogo}
      width={footerPictureWidths.subcard}
      logo
    />
  );
  if (!subcard.external) {
    return (
      <AnchorLink href={subcard.href} className={styles.subcardLink}>
        {logo}
      </AnchorLink>
    );
  }
  return (
    <Link href={subcard.href} external variant="subtle" className={styles.subcardLink}>
      {logo}
    </Link>
  );
}
