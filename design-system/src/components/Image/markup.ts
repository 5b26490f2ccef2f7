import { pictureSources } from './sources';
import type { PictureInput } from './sources';

/*
 * The inside of a <picture> as HTML, for markup react-aria and React will never run on
 * (DesignSystemProvider `interactive={false}`): the same elements and attributes React writes
 * for the Image component, but the nine <source> elements of an asset are escaped and joined once
 * and kept, since the same pictures come back on every page of a listing. On a listing they were
 * a fifth of the server's rendering time.
 */

const escapes: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

/** An attribute value escaped as React escapes it. */
export function escapeAttribute(value: string): string {
  return value.replace(/["'&<>]/g, (c) => escapes[c] ?? c);
}

/** Pictures kept; past this many the store starts over. */
const keptPictures = 2_000;
const kept = new Map<string, { sources: string; src: string }>();

function pictureKey(input: PictureInput): string {
  return [
    input.host,
    input.id,
    input.width,
    input.height,
    input.mobileWidth,
    input.quality,
    input.fit,
    input.key,
    input.withoutEnlargement,
  ].join('|');
}

/** The <source> elements of a picture as HTML, and the address of its fallback image. */
export function pictureMarkup(input: PictureInput): { sources: string; src: string } {
  const key = pictureKey(input);
  const known = kept.get(key);
  if (known) return known;
  const picture = pictureSources(input);
  const sources = picture.sources
    .map(
      (source) =>
        `<source type="${escapeAttribute(source.type)}" media="${escapeAttribute(source.media)}" srcSet="${escapeAttribute(source.srcSet)}"/>`,
    )
    .join('');
  const markup = { sources, src: picture.src };
  if (kept.size >= keptPictures) kept.clear();
  kept.set(key, markup);
  return markup;
}

export interface ImgAttributes {
  alt: string;
  width: number;
  height: number | undefined;
  className: string;
  aspectRatio: string | undefined;
  /** CSS object-position of a cropped image (its focal point). */
  objectPosition?: string | undefined;
  src: string;
  priority: boolean;
}

/** The <img> of a picture as HTML, attributes in the order React writes them. */
export function imgMarkup(img: ImgAttributes): string {
  return [
    `<img alt="${escapeAttribute(img.alt)}" width="${img.width}"`,
    img.height === undefined ? '' : ` height="${img.height}"`,
    ` decoding="async" class="${escapeAttribute(img.className)}"`,
    img.aspectRatio === undefined && img.objectPosition === undefined
      ? ''
      : ` style="${escapeAttribute(
          [
            img.aspectRatio === undefined ? '' : `aspect-ratio:${img.aspectRatio}`,
            img.objectPosition === undefined ? '' : `object-position:${img.objectPosition}`,
          ]
            .filter(Boolean)
            .join(';'),
        )}"`,
    ` src="${escapeAttribute(img.src)}" loading="${img.priority ? 'eager' : 'lazy'}"`,
    img.priority ? ' fetchPriority="high"' : '',
    '/>',
  ].join('');
}
