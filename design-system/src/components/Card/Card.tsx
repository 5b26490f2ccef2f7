import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import type { HeadingLevel } from '../Heading';
import { Icon } from '../Icon';
import { Image } from '../Image';
import type { ImageAsset, ImageFit } from '../Image';
import { Link } from '../Link';
import type { LinkFile, LinkMessages } from '../Link';
import { Text } from '../Text';
import * as styles from './Card.css';
import { cardDescriptionLimit, truncateText } from './truncate';

export interface CardImage {
  image: ImageAsset;
  host: string;
  /** Display width on large screens (600 by default) and crop height (400 by default, 3:2). */
  width?: number;
  height?: number;
  fit?: ImageFit;
  /** The first card of a page, whose picture is likely its largest paint: loaded at once. */
  priority?: boolean;
}

export interface CardProps {
  /** Where the card leads: the title is the link, and the whole card is its target. */
  href: string;
  title: string;
  titleLevel?: HeadingLevel;
  /** Short label above the title, e.g. the content type. */
  eyebrow?: ReactNode;
  subtitle?: ReactNode;
  /** Already formatted dates, e.g. from DateList or the date formatters. */
  dateLine?: ReactNode;
  /** Plain text, cut at 255 characters on a word boundary. */
  description?: string;
  descriptionLimit?: number;
  /** Cover picture; decorative, as the title already names the card. */
  image?: CardImage;
  /** Badges (BadgeList) such as the category or "past". */
  badges?: ReactNode;
  /** Price display slot. */
  price?: ReactNode;
  /** Open outside the site (external links), with the accessible hint. */
  external?: boolean;
  /** A link to a file: the title is the file title. */
  file?: LinkFile;
  linkLabels?: Partial<LinkMessages>;
  className?: string;
}

/** A content card: cover, title, subtitle, date line, badges and price, one link target. */
export function Card({
  href,
  title,
  titleLevel = 3,
  eyebrow,
  subtitle,
  dateLine,
  description,
  descriptionLimit = cardDescriptionLimit,
  image,
  badges,
  price,
  external,
  file,
  linkLabels,
  className,
}: CardProps) {
  return (
    <article className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.body}>
        {eyebrow ? (
          <Text as="span" size="xs" weight="bold" tone="secondary" className={styles.eyebrow}>
            {eyebrow}
          </Text>
        ) : null}
        <Heading level={titleLevel} size="lg">
          <Link
            href={href}
            external={external}
            file={file}
            labels={linkLabels}
            variant="subtle"
            className={styles.stretchedLink}
          >
            {title}
          </Link>
        </Heading>
        {subtitle ? (
          <Text size="sm" tone="secondary">
            {subtitle}
          </Text>
        ) : null}
        {dateLine ? (
          <Text as="div" size="sm" weight="medium" className={styles.meta}>
            <Icon name="calendar" size="sm" />
            <span>{dateLine}</span>
          </Text>
        ) : null}
        {description ? <Text size="sm">{truncateText(description, descriptionLimit)}</Text> : null}
        {badges || price ? (
          <div className={styles.footer}>
            {badges ? <div className={styles.raised}>{badges}</div> : null}
            {price ? <div className={styles.raised}>{price}</div> : null}
          </div>
        ) : null}
      </div>
      {image ? (
        <div className={styles.media_}>
          <Image
            image={image.image}
            host={image.host}
            alt=""
            width={image.width ?? 600}
            height={image.height ?? 400}
            fit={image.fit}
            priority={image.priority}
          />
        </div>
      ) : null}
    </article>
  );
}
