/*
 * What the carousel's markup and its two drivers share: the attributes that name its parts (the
 * server's markup carries them; the React carousel and the page enhancement find the parts by
 * them) and Embla's options. Plain values, so that the enhancement imports no React and no styles.
 */

/** Name of the enhancement in `data-enhance` (see `@city/design-system/enhance`). */
export const sponsorCarouselEnhancement = 'sponsor-carousel';

export const carouselParts = {
  /** The scrolling frame: Embla's root. Its first child holds the slides. */
  viewport: 'data-carousel-viewport',
  /** The previous and next buttons, hidden until a driver runs them. */
  controls: 'data-carousel-controls',
  /** `previous` or `next`. */
  control: 'data-carousel-control',
} as const;

/** Set on the carousel's root while Embla drives it (the viewport stops scrolling natively). */
export const enhancedAttribute = 'data-enhanced';

/** Index of the first slide in view, on the carousel's root. */
export const selectedIndexAttribute = 'data-selected-index';

/**
 * Embla's options: looping, one logo per step, slides aligned to the start. How many slides are
 * in view (4, 6 above 601 px) is the slides' width in the styles, the same with or without Embla.
 */
export const sponsorCarouselOptions = {
  loop: true,
  align: 'start',
  slidesToScroll: 1,
} as const;

/** The same query as `media.reducedMotion` of @city/tokens (a test keeps them equal). */
export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
