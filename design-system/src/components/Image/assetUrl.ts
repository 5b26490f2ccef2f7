/** How the asset service fits an image into the requested box. */
export const imageFits = ['cover', 'contain', 'inside', 'outside'] as const;
export type ImageFit = (typeof imageFits)[number];

export const imageFormats = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export interface AssetUrlOptions {
  width?: number;
  height?: number;
  quality?: number;
  /** Never scale an image above its own size. */
  withoutEnlargement?: boolean;
  fit?: ImageFit;
  format?: ImageFormat;
  /** A preset transformation of the asset service. */
  key?: string;
}

/**
 * Address of a file of the content service: `{host}/assets/{id}` with the transformation
 * parameters that are set, in a stable order. `host` is the public address of the service.
 *
 * Written by hand rather than with URLSearchParams: a page asks for this about three hundred
 * times per render (nine sources per picture), and the values are numbers and fixed words; only
 * the preset key is free text and is encoded.
 */
export function assetUrl(host: string, id: string, options: AssetUrlOptions = {}): string {
  const base = `${host.endsWith('/') ? host.replace(/\/+$/, '') : host}/assets/${encodeURIComponent(id)}`;
  const { width, height, quality, withoutEnlargement, fit, format, key } = options;
  let query = '';
  if (width !== undefined) query += `&width=${Math.round(width)}`;
  if (height !== undefined) query += `&height=${Math.round(height)}`;
  if (quality !== undefined) query += `&quality=${Math.round(quality)}`;
  if (withoutEnlargement !== undefined) query += `&withoutEnlargement=${withoutEnlargement}`;
  if (fit !== undefined) query += `&fit=${fit}`;
  if (format !== undefined) query += `&format=${format}`;
  if (key !== undefined) query += `&key=${encodeURIComponent(key)}`;
  return query ? `${base}?${query.slice(1)}` : base;
}
