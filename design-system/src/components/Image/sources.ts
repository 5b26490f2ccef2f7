import { breakpoints } from '@city/tokens';
import { assetUrl, imageFormats } from './assetUrl';
import type { ImageFit, ImageFormat } from './assetUrl';

/** Image rules of the site (spec, business constants). */
export const imageRules = {
  /** Width requested on screens up to 767 px, unless the caller gives another. */
  defaultMobileWidth: 824,
  /** Factor applied to the display width from 768 to 1280 px. */
  tabletFactor: 1.5,
  defaultQuality: 70,
  mobileQualityReduction: 10,
  tabletQualityReduction: 5,
} as const;

export const imageMedia = {
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  tablet: `(min-width: ${breakpoints.tablet}px) and (max-width: ${breakpoints.tabletMax}px)`,
  desktop: `(min-width: ${breakpoints.desktop}px)`,
} as const;

const mimeTypes: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

export interface PictureInput {
  /** Public address of the content service. */
  host: string;
  /** Asset id. */
  id: string;
  /** Width the image is displayed at on large screens, in CSS px. */
  width: number;
  /** Height at that width; when given, the service crops to this ratio. */
  height?: number;
  /** Width requested up to 767 px; 824 by default. */
  mobileWidth?: number;
  /** Base quality (70 by default); mobile uses 10 less, tablet 5 less. */
  quality?: number;
  fit?: ImageFit;
  key?: string;
  /** Never upscale beyond the original (true by default). */
  withoutEnlargement?: boolean;
}

export interface PictureSource {
  type: string;
  format: ImageFormat;
  media: string;
  srcSet: string;
}

export interface Picture {
  /** In document order: the browser takes the first supported format whose media matches. */
  sources: PictureSource[];
  /** The `<img>` fallback: the large-screen jpg. */
  src: string;
}

function heightFor(input: PictureInput, width: number): number | undefined {
  return input.height === undefined ? undefined : (input.height * width) / input.width;
}

/**
 * The `<source>` elements of a responsive picture:
 * up to 767 px the mobile width at quality - 10, from 768 to 1280 px 1.5 x the width at
 * quality - 5, above that the width at 1x and 2x at full quality; each in avif, webp and jpg.
 */
export function pictureSources(input: PictureInput): Picture {
  const quality = input.quality ?? imageRules.defaultQuality;
  const mobileWidth = input.mobileWidth ?? imageRules.defaultMobileWidth;
  const tabletWidth = input.width * imageRules.tabletFactor;
  const common = {
    fit: input.fit,
    key: input.key,
    withoutEnlargement: input.withoutEnlargement ?? true,
  };
  const url = (format: ImageFormat, width: number, q: number) =>
    assetUrl(input.host, input.id, {
      width,
      height: heightFor(input, width),
      quality: q,
      ...common,
      format,
    });

  const sources = imageFormats.flatMap((format): PictureSource[] => [
    {
      type: mimeTypes[format],
      format,
      media: imageMedia.mobile,
      srcSet: url(format, mobileWidth, quality - imageRules.mobileQualityReduction),
    },
    {
      type: mimeTypes[format],
      format,
      media: imageMedia.tablet,
      srcSet: url(format, tabletWidth, quality - imageRules.tabletQualityReduction),
    },
    {
      type: mimeTypes[format],
      format,
      media: imageMedia.desktop,
      srcSet: `${url(format, input.width, quality)} 1x, ${url(format, input.width * 2, quality)} 2x`,
    },
  ]);

  return { sources, src: url('jpg', input.width, quality) };
}
