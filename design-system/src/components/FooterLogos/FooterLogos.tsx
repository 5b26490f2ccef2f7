import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Link as AriaLink } from 'react-aria-components';
import { useBuiltInMessages } from '../../provider';
import { Link } from '../Link';
import { cx } from '../private/cx';
import * as styles from './FooterLogos.css';
import { footerLogosMessages } from './messages';
import type { FooterLogosMessages } from './messages';

export interface FooterLogo {
  id: string;
  src: string;
  /** Name of the institution: the text alternative of the logo and of its link. */
  alt: string;
  /** Width of the logo in the footer, in CSS pixels (`larghezza_in_footer`). */
  width: number;
  height?: number;
  href?: string;
  /** Opens outside the site with a hint; detected from the href when not given. */
  external?: boolean;
}

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
        const image = (
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
              <AriaLink href={logo.href} className={styles.link}>
                {image}
              </AriaLink>
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
