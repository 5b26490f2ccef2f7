import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState } from 'react';
import type { ReactNode, Ref } from 'react';
import { useBuiltInMessages, useInteractive } from '../../provider';
import { button } from '../Button/Button.css';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { FooterPicture, footerPictureWidths } from '../PreFooter/FooterPicture';
import type { FooterImage } from '../PreFooter/FooterPicture';
import { AnchorLink } from '../private/AnchorLink';
import { cx } from '../private/cx';
import { useReducedMotion } from '../private/useReducedMotion';
import * as styles from './SponsorCarousel.css';
import { sponsorCarouselMessages } from './messages';
import type { SponsorCarouselMessages } from './messages';
import { carouselParts, sponsorCarouselEnhancement, sponsorCarouselOptions } from './parts';

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
 * Carousel of sponsor logos: 4 in view, 6 above 601 px. The server's markup is a list of logo
 * links that scrolls sideways and snaps to each logo, with or without script (keyboard users
 * reach every logo with Tab). Embla then adds looping and the previous and next buttons, which
 * move it one logo at a time (instantly with reduced motion); it never moves on its own.
 *
 * Embla runs in React here (embla-carousel-react) or, under `interactive={false}`, through the
 * page enhancement named by `data-enhance` (`./enhance.ts`, loaded by
 * `@city/design-system/enhance`). Both start from the same markup.
 */
export function SponsorCarousel(props: SponsorCarouselProps) {
  const interactive = useInteractive();
  // Here, so that both drivers' markup gets the same id.
  const titleId = useId();
  if (props.sponsors.length === 0) return null;
  return interactive ? (
    <ReactSponsorCarousel {...props} titleId={titleId} />
  ) : (
    <CarouselMarkup {...props} titleId={titleId} />
  );
}

/** The carousel driven by embla-carousel-react. */
function ReactSponsorCarousel(props: SponsorCarouselProps & { titleId: string }) {
  const t = useBuiltInMessages(sponsorCarouselMessages, props.labels);
  const reducedMotion = useReducedMotion();
  const [viewportRef, embla] = useEmblaCarousel(sponsorCarouselOptions);
  const [selected, setSelected] = useState(0);
  const [canScroll, setCanScroll] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setCanScroll(embla.canScrollNext() || embla.canScrollPrev());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    // Embla moves the slides itself: a native scroll made before it started is undone.
    embla.rootNode().scrollLeft = 0;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const enhanced = embla !== undefined;
  return (
    <CarouselMarkup
      {...props}
      viewportRef={viewportRef}
      enhanced={enhanced}
      selected={selected}
      controls={
        <>
          <IconButton
            icon="chevron-left"
            label={t.previous}
            variant="secondary"
            className={styles.control}
            isDisabled={enhanced && !canScroll}
            onPress={() => embla?.scrollPrev(reducedMotion)}
            {...{ [carouselParts.control]: 'previous' }}
          />
          <IconButton
            icon="chevron-right"
            label={t.next}
            variant="secondary"
            className={styles.control}
            isDisabled={enhanced && !canScroll}
            onPress={() => embla?.scrollNext(reducedMotion)}
            {...{ [carouselParts.control]: 'next' }}
          />
        </>
      }
    />
  );
}

/** A previous or next button as plain HTML, for markup that the page enhancement drives. */
function NativeControl({
  icon,
  label,
  part,
}: {
  icon: IconName;
  label: string;
  part: 'previous' | 'next';
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={cx(button({ variant: 'secondary', size: 'md', iconOnly: true }), styles.control)}
      {...{ [carouselParts.control]: part }}
    >
      <Icon name={icon} size="md" />
    </button>
  );
}

interface CarouselMarkupProps extends SponsorCarouselProps {
  titleId: string;
  viewportRef?: Ref<HTMLDivElement>;
  /** Embla drives the carousel: the buttons show and the viewport stops scrolling natively. */
  enhanced?: boolean;
  selected?: number;
  /** The buttons; plain ones (driven by the enhancement) when not given. */
  controls?: ReactNode;
}

/** The markup of both drivers. */
function CarouselMarkup({
  sponsors,
  title,
  className,
  labels,
  titleId,
  viewportRef,
  enhanced = false,
  selected = 0,
  controls,
}: CarouselMarkupProps) {
  const t = useBuiltInMessages(sponsorCarouselMessages, labels);
  // A logo without a link gives the keyboard nothing to scroll it into view with: the list itself
  // then takes focus, so that arrow keys scroll it.
  const scrollByKeyboard = sponsors.some((sponsor) => !sponsor.href);
  return (
    <section
      className={cx(styles.root, className)}
      aria-roledescription={t.carousel}
      aria-labelledby={titleId}
      data-enhance={sponsorCarouselEnhancement}
      data-enhanced={enhanced ? '' : undefined}
      data-selected-index={selected}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title ?? t.title}
        </h2>
        <div className={styles.controls} hidden={!enhanced} {...{ [carouselParts.controls]: '' }}>
          {controls ?? (
            <>
              <NativeControl icon="chevron-left" label={t.previous} part="previous" />
              <NativeControl icon="chevron-right" label={t.next} part="next" />
            </>
          )}
        </div>
      </div>
      <div
        className={styles.viewport}
        ref={viewportRef}
        {...{ [carouselParts.viewport]: '' }}
        {...(scrollByKeyboard
          ? { tabIndex: 0, role: 'group', 'aria-labelledby': titleId }
          : undefined)}
      >
        <ul className={styles.container}>
          {sponsors.map((sponsor) => (
            <li key={sponsor.id} className={styles.slide}>
              <SponsorLogo sponsor={sponsor} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function SponsorLogo({ sponsor }: { sponsor: Sponsor }) {
  const image = (
    <FooterPicture
      image={sponsor.logo}
      className={styles.logo}
      width={footerPictureWidths.sponsor}
      logo
    />
  );
  if (!sponsor.href) return <div className={styles.logoBox}>{image}</div>;
  if (sponsor.external === false) {
    return (
      <AnchorLink href={sponsor.href} className={styles.logoBox}>
        {image}
      </AnchorLink>
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
