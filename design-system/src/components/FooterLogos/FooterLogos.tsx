import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useBuiltInMessages } from '../../provider';
import type { ImageAsset } from '../Image';
import { Link } from '../Link';
import { FooterPicture, footerPictureWidths } from '../PreFooter/FooterPicture';
import { AnchorLink } from '../private/AnchorLink';
import { cx } from '../private/cx';
import * as styles from './FooterLogos.css';
import { footerLogosMessages } from './messages';
import type { FooterLogosMessages } from './messages';

interface FooterLogoBase {
  id: string;
  /** Name of the institution: the text alternative of the logo and of its link. */
  alt: string;
  /**
   * Width of the logo in the footer, in CSS pixels (`larghezza_in_footer`); for an asset of the
   * content service without one, `footerPictureWidths.logo`.
   */
  width: number;
  height?: number;
  href?: string;
  /** Opens outside the site with a hint; detected from the href when not given. */
  external?: boolean;
}

/** A logo given by its file, or an asset of the content service (fetched at its width). */
export type FooterLogo = FooterLogoBase &
  ({ src: string; asset?: never; host?: never } | { asset: ImageAsset; host: string; src?: never });

export interface FooterLogosProps {
  logos: FooterLogo[];
  className?: string;
  labels?: Partial<FooterLogosMessages>;
}

/** Width in CSS pixels given by the content, as a CSS length; invalid values fall back to auto. */
export function footerLogoWidth(width: number): string {
  return Number.isFinite(width) && width > 0 ? `${Math.round(width)}px` : 'auto';
}

/** Fifth column of the footer: institutional logos, each at its own width, optionally linked. */
export function FooterLogos({ logos, className, labels }: FooterLogosProps) {
  const t = useBuiltInMessages(footerLogosMessages, labels);
  if (logos.length === 0) return null;
  return (
    <ul className={cx(styles.list, className)} aria-label={t.label}>
      {logos.map((logo) => {
        const image = logo.asset ? (
          <FooterPicture
            image={{ asset: logo.asset, host: logo.host, alt: logo.alt }}
            width={logo.width > 0 ? logo.width : footerPictureWidths.logo}
            logo
          />
        ) : (
          <img
            className={styles.logo}
            style={assignInlineVars({ [styles.logoWidth]: footerLogoWidth(logo.width) })}
            src={logo.src}
            alt={logo.alt}
            width={logo.width > 0 ? Math.round(logo.width) : undefined}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        );
        return (
          <li key={logo.id} className={styles.item}>
            {!logo.href ? (
              image
            ) : logo.external === false ? (
              <AnchorLink href={logo.href} className={styles.link}>
                {image}
              </AnchorLink>
            ) : (
              <Link
                href={logo.href}
                external={logo.external}
                variant="subtle"
                className={styles.link}
              >
                {image}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
