import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { useInteractive } from '../../provider';
import * as styles from './Image.css';
import type { ImageFit } from './assetUrl';
import { blurhashAverageColor, blurhashDataUrl } from './blurhash';
import { imgMarkup, pictureMarkup } from './markup';
import { pictureSources } from './sources';
import type { PictureInput } from './sources';

/** An image of the content service, as it comes with the content. */
export interface ImageAsset {
  id: string;
  title?: string | null;
  width?: number | null;
  height?: number | null;
  blurhash?: string | null;
  /** Focal point chosen in the content service, in pixels of the original image. */
  focal_point_x?: number | null;
  focal_point_y?: number | null;
}

/**
 * The CSS object-position that keeps an image's focal point in view when the box crops it
 * (the asset service already crops around it for `fit=cover`; this covers what the browser
 * crops further, e.g. a filled frame of another ratio). Undefined without a usable focal point.
 */
export function focalPosition(image: ImageAsset): string | undefined {
  const { focal_point_x: x, focal_point_y: y, width, height } = image;
  if (x == null || y == null || !width || !height) return undefined;
  const pct = (v: number, size: number) =>
    `${Math.round(Math.min(100, Math.max(0, (v / size) * 100)) * 10) / 10}%`;
  return `${pct(x, width)} ${pct(y, height)}`;
}

export interface ImageProps {
  image: ImageAsset;
  /** Public address of the content service. */
  host: string;
  /** Text alternative; an empty string marks a decorative image. */
  alt: string;
  /** Display width on large screens, in CSS px (the image's own width, at most 1280, by default). */
  width?: number;
  /** Crop height at that width; the image's own ratio otherwise. */
  height?: number;
  mobileWidth?: number;
  quality?: number;
  fit?: ImageFit;
  /** Preset transformation key of the asset service. */
  assetKey?: string;
  /** The LCP image of the page: loaded at once with high priority, never lazily. */
  priority?: boolean;
  /** Fill the positioned parent instead of sizing by its own ratio. */
  fill?: boolean;
  className?: string;
}

const fallbackWidth = 1280;

export function Image({
  image,
  host,
  alt,
  width,
  height,
  mobileWidth,
  quality,
  fit,
  assetKey,
  priority = false,
  fill = false,
  className,
}: ImageProps) {
  const displayWidth = width ?? Math.min(image.width ?? fallbackWidth, fallbackWidth);
  const displayHeight =
    height ??
    (image.width && image.height
      ? Math.round((displayWidth * image.height) / image.width)
      : undefined);
  const pictureInput: PictureInput = {
    host,
    id: image.id,
    width: displayWidth,
    height,
    mobileWidth,
    quality,
    fit: fit ?? (height === undefined ? undefined : 'cover'),
    key: assetKey,
  };
  const interactive = useInteractive();
  const objectPosition = height !== undefined || fill ? focalPosition(image) : undefined;

  const imgRef = useRef<HTMLImageElement>(null);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [placeholderUrl, setPlaceholderUrl] = useState<string>();

  useEffect(() => {
    if (image.blurhash) setPlaceholderUrl(blurhashDataUrl(image.blurhash));
  }, [image.blurhash]);

  useEffect(() => {
    // An image that finished before hydration (or from cache) fired its load event too early.
    const element = imgRef.current;
    if (!element?.complete) return;
    if (element.naturalWidth > 0) setLoaded(true);
    else if (element.currentSrc) setFailed(true);
  }, []);

  const averageColor = image.blurhash ? blurhashAverageColor(image.blurhash) : undefined;
  const placeholderStyle: CSSProperties | undefined =
    averageColor || placeholderUrl
      ? {
          backgroundColor: averageColor,
          backgroundImage: placeholderUrl ? `url(${placeholderUrl})` : undefined,
        }
      : undefined;

  const imgAttributes = {
    alt,
    width: displayWidth,
    height: displayHeight,
    decoding: 'async' as const,
    className: styles.img,
    // A crop keeps its ratio even if the service answers with another one, and its focal point.
    style:
      height === undefined && !(fill && objectPosition)
        ? undefined
        : {
            aspectRatio: height === undefined ? undefined : `${displayWidth} / ${displayHeight}`,
            objectPosition,
          },
  };

  // The picture is in the server's HTML: the browser finds it at once (the LCP image, with
  // `priority`, at high fetch priority) and its own lazy loading holds back the others until they
  // come near the viewport, with or without JavaScript.
  const frameClass = [styles.frame, fill ? styles.fill : undefined, className]
    .filter(Boolean)
    .join(' ');
  const placeholder = placeholderStyle ? (
    <span
      aria-hidden="true"
      className={styles.placeholder}
      style={placeholderStyle}
      data-loaded={loaded || undefined}
    />
  ) : null;

  // Markup nothing will run on: the same picture as HTML, its sources escaped once per asset.
  if (!interactive) {
    const markup = pictureMarkup(pictureInput);
    const img = imgMarkup({
      alt,
      width: displayWidth,
      height: displayHeight,
      className: styles.img,
      aspectRatio: imgAttributes.style?.aspectRatio,
      objectPosition: imgAttributes.style?.objectPosition,
      src: markup.src,
      priority,
    });
    return (
      <span className={frameClass}>
        {placeholder}
        <picture
          className={styles.picture}
          dangerouslySetInnerHTML={{ __html: markup.sources + img }}
        />
      </span>
    );
  }

  const picture = pictureSources(pictureInput);
  return (
    <span className={frameClass} data-loaded={loaded || undefined}>
      {placeholder}
      <picture className={styles.picture}>
        {picture.sources.map((source) => (
          <source
            key={`${source.format}-${source.media}`}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
          />
        ))}
        <img
          ref={imgRef}
          {...imgAttributes}
          alt={alt}
          src={picture.src}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          data-failed={failed || undefined}
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
        />
      </picture>
    </span>
  );
}
