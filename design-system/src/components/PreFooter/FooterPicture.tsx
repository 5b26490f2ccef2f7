import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CSSProperties } from 'react';
import { Image } from '../Image';
import type { ImageAsset } from '../Image';
import * as styles from './FooterPicture.css';

/** A picture given by its file (and optional sources). */
export interface FooterImageFile {
  src: string;
  /** Text alternative; empty for a decorative picture. */
  alt: string;
  width?: number;
  height?: number;
  srcSet?: string;
  sizes?: string;
  asset?: never;
}

/**
 * A picture of the content service: the library chooses its display width and writes its
 * sources (formats and densities) through `Image`.
 */
export interface FooterImageAsset {
  asset: ImageAsset;
  /** Public address of the content service. */
  host: string;
  /** Text alternative; empty for a decorative picture. */
  alt: string;
  src?: never;
}

export type FooterImage = FooterImageFile | FooterImageAsset;

/**
 * Display widths of the footer's pictures, in CSS px. Logos keep their width on phones: twice it
 * serves screens of high density, where the phone width of other pictures (824 px) would fetch
 * a file five or six times larger than shown.
 */
export const footerPictureWidths = {
  /** Pre-footer card covers (16:9); on phones they span the screen, so the phone width applies. */
  cover: 400,
  /** Partner logos of the pre-footer. */
  subcard: 160,
  /** Sponsor logos of the carousel. */
  sponsor: 140,
  /** Institutional logos of the fifth column when the content gives no width. */
  logo: 120,
} as const;

export interface FooterPictureProps {
  image: FooterImage;
  /** Class of the picture; a logo of the content service is sized by its width instead. */
  className?: string;
  /** Display width of a content-service asset, in CSS px. */
  width: number;
  /** Height of a cropped asset at that width; the asset's own ratio otherwise. */
  height?: number;
  /** Logos are fetched at twice their width on phones (see footerPictureWidths). */
  logo?: boolean;
  style?: CSSProperties;
  draggable?: boolean;
}

/** A footer picture, lazily loaded: every footer picture is below the first screen. */
export function FooterPicture({
  image,
  className,
  width,
  height,
  logo = false,
  style,
  draggable,
}: FooterPictureProps) {
  if (image.asset) {
    const picture = (
      <Image
        image={image.asset}
        host={image.host}
        alt={image.alt}
        width={width}
        height={height}
        mobileWidth={logo ? width * 2 : undefined}
        className={logo ? undefined : className}
      />
    );
    if (!logo) return picture;
    // A logo is shown at its width (at most its container's).
    return (
      <span
        className={styles.logoFrame}
        style={assignInlineVars({ [styles.logoWidth]: `${Math.round(width)}px` })}
      >
        {picture}
      </span>
    );
  }
  return (
    <img
      className={className}
      style={style}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      draggable={draggable}
    />
  );
}
