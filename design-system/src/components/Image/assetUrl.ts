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
 */
export function assetUrl(host: string, id: string, options: AssetUrlOptions = {}): string {
  const base = `${host.replace(/\/+$/, '')}/assets/${encodeURIComponent(id)}`;
  const params = new URLSearchParams();
  const { width, height, quality, withoutEnlargement, fit, format, key } = options;
  if (width !== undefined) params.set('width', String(Math.round(width)));
  if (height !== undefined) params.set('height', String(Math.round(height)));
  if (quality !== undefined) params.set('quality', String(Math.round(quality)));
  if (withoutEnlargement !== undefined)
    params.set('withoutEnlargement', String(withoutEnlargement));
  if (fit !== undefined) params.set('fit', fit);
  if (format !== undefined) params.set('format', format);
  if (key !== undefined) params.set('key', key);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}
