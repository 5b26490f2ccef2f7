import { useBuiltInMessages } from '../../provider';
import { Icon, socialIconNames } from '../Icon';
import { AnchorLink } from '../private/AnchorLink';
import { cx } from '../private/cx';
import * as styles from './SocialLinks.css';
import type { SocialLinkTone } from './SocialLinks.css';
import { socialLinksMessages } from './messages';
import type { SocialLinksMessages } from './messages';

/** The social networks of the footer (spec: facebook, twitter, instagram, tiktok, youtube, linkedin). */
export const socialNetworks = socialIconNames;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

export function isSocialNetwork(value: unknown): value is SocialNetwork {
  return typeof value === 'string' && (socialNetworks as readonly string[]).includes(value);
}

export interface SocialLinksProps {
  items: SocialLink[];
  /** `inverse` follows the colour of the surrounding section (dark footers, coloured cards). */
  tone?: SocialLinkTone;
  className?: string;
  labels?: Partial<SocialLinksMessages>;
}

/**
 * Icon links to the site's social profiles. Each is named after its network with a hint that it
 * opens in a new tab; the list itself is named ("Follow us").
 */
export function SocialLinks({ items, tone = 'default', className, labels }: SocialLinksProps) {
  const t = useBuiltInMessages(socialLinksMessages, labels);
  if (items.length === 0) return null;
  return (
    <ul className={cx(styles.list, className)} aria-label={t.label}>
      {items.map((item) => (
        <li key={`${item.network}-${item.href}`}>
          <AnchorLink
            href={item.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cx(styles.link, styles.tone[tone])}
            aria-label={`${t[item.network]} (${t.newTab})`}
            data-network={item.network}
          >
            <Icon name={item.network} />
          </AnchorLink>
        </li>
      ))}
    </ul>
  );
}
