import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { useBuiltInMessages } from '../../provider';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import type { FooterImage } from '../PreFooter';
import { cx } from '../private/cx';
import { fillTemplate } from '../private/template';
import { useReducedMotion } from '../private/useReducedMotion';
import * as styles from './SponsorCarousel.css';
import { sponsorCarouselMessages } from './messages';
import type { SponsorCarouselMessages } from './messages';

export interface Sponsor {
  id: string;
  /** The logo; its `alt` is the sponsor's name. */
  logo: FooterImage;
  href?: string;
  /** Opens outside the site with a hint; detected from the href when not given. */
  external?: boolean;
}

export interface SponsorCarouselProps {
  sponsors: Sponsor[];
  /** Heading of the carousel (the footer's `sponsor` translation); a localized default otherwise. */
  title?: string;
  className?: string;
  labels?: Partial<SponsorCarouselMessages>;
}

/**
 * Looping carousel of sponsor logos on Embla: 4 in view, 6 above 601 px. It never moves on its
 * own; the previous and next buttons (or a swipe) move it one logo at a time, instantly with
 * reduced motion. Focusing a logo brings it into view.
 */
export function SponsorCarousel({ sponsors, title, className, labels }: SponsorCarouselProps) {
  const t = useBuiltInMessages(sponsorCarouselMessages, labels);
  const titleId = useId();
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 1 });
  const [selected, setSelected] = useState(0);
  const [canScroll, setCanScroll] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setCanScroll(embla.canScrollNext() || embla.canScrollPrev());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  if (sponsors.length === 0) return null;
  const total = sponsors.length;

  return (
    <section
      className={cx(styles.root, className)}
      aria-roledescription={t.carousel}
      aria-labelledby={titleId}
      data-selected-index={selected}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title ?? t.title}
        </h2>
        <div className={styles.controls}>
          <IconButton
            icon="chevron-left"
            label={t.previous}
            variant="secondary"
            isDisabled={!canScroll}
            onPress={() => embla?.scrollPrev(reducedMotion)}
          />
          <IconButton
            icon="chevron-right"
            label={t.next}
            variant="secondary"
            isDisabled={!canScroll}
            onPress={() => embla?.scrollNext(reducedMotion)}
          />
        </div>
      </div>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {sponsors.map((sponsor, index) => (
            <div
              key={sponsor.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t.slide}
              aria-label={fillTemplate(t.slideLabel, { index: index + 1, total })}
              data-selected={index === selected || undefined}
            >
              <SponsorLogo sponsor={sponsor} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const image = (
    <img
      className={styles.logo}
      src={sponsor.logo.src}
      alt={sponsor.logo.alt}
      width={sponsor.logo.width}
      height={sponsor.logo.height}
      loading="lazy"
      decoding="async"
      draggable={false}
    />
  );
  if (!sponsor.href) return <div className={styles.logoBox}>{image}</div>;
  if (sponsor.external === false) {
    return (
      <AriaLink href={sponsor.href} className={styles.logoBox}>
        {image}
      </AriaLink>
    );
  }
  return (
    <Link
      href={sponsor.href}
      external={sponsor.external}
      variant="subtle"
      className={styles.logoBox}
    >
      {image}
    </Link>
  );
}
