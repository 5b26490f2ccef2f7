/*
 * The sponsor carousel's enhancement for markup that React does not run (SponsorCarousel under
 * `interactive={false}`, `data-enhance="sponsor-carousel"`): Embla's core, without React, adds
 * looping and shows the previous and next buttons the server rendered with their localized
 * names. Loaded by `@city/design-system/enhance` when the carousel comes near the viewport.
 * It imports no React and no styles: the page's stylesheet already has the carousel's.
 */
import EmblaCarousel from 'embla-carousel';
import {
  carouselParts,
  enhancedAttribute,
  reducedMotionQuery,
  selectedIndexAttribute,
  sponsorCarouselOptions,
} from './parts';

/** Index of the slide the native scroll has brought to the start of the viewport. */
function scrolledIndex(viewport: HTMLElement): number {
  const first = viewport.firstElementChild?.firstElementChild;
  const width = first instanceof HTMLElement ? first.offsetWidth : 0;
  return width > 0 ? Math.round(viewport.scrollLeft / width) : 0;
}

export default function enhanceSponsorCarousel(root: HTMLElement): (() => void) | void {
  const viewport = root.querySelector<HTMLElement>(`[${carouselParts.viewport}]`);
  const controls = root.querySelector<HTMLElement>(`[${carouselParts.controls}]`);
  const previous = root.querySelector<HTMLButtonElement>(`[${carouselParts.control}="previous"]`);
  const next = root.querySelector<HTMLButtonElement>(`[${carouselParts.control}="next"]`);
  if (!viewport || !controls || !previous || !next) return;

  // Embla moves the slides from here on: the viewport stops scrolling natively (styles), and
  // starts where the visitor had scrolled it.
  const startIndex = scrolledIndex(viewport);
  root.setAttribute(enhancedAttribute, '');
  viewport.scrollLeft = 0;
  const embla = EmblaCarousel(viewport, { ...sponsorCarouselOptions, startIndex });

  const sync = () => {
    root.setAttribute(selectedIndexAttribute, String(embla.selectedScrollSnap()));
    // Too few logos to scroll: the buttons stay, disabled, as in the React carousel.
    const disabled = !embla.canScrollNext() && !embla.canScrollPrev();
    previous.disabled = disabled;
    next.disabled = disabled;
  };
  const jump = () => window.matchMedia?.(reducedMotionQuery).matches ?? false;
  const onPrevious = () => embla.scrollPrev(jump());
  const onNext = () => embla.scrollNext(jump());

  embla.on('select', sync).on('reInit', sync);
  previous.addEventListener('click', onPrevious);
  next.addEventListener('click', onNext);
  controls.hidden = false;
  sync();

  return () => {
    previous.removeEventListener('click', onPrevious);
    next.removeEventListener('click', onNext);
    embla.destroy();
    controls.hidden = true;
    previous.disabled = false;
    next.disabled = false;
    root.removeAttribute(enhancedAttribute);
    root.setAttribute(selectedIndexAttribute, '0');
  };
}
