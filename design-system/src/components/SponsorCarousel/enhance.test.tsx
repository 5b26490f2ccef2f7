import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type EmblaCarousel from 'embla-carousel';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '../../provider';
import { comparableMarkup } from '../private/renderBothWays';
import { SponsorCarousel } from './SponsorCarousel';
import type { Sponsor } from './SponsorCarousel';
import enhanceSponsorCarousel from './enhance';

// The real Embla, with each instance kept so that a test can watch how it is asked to move.
const instances = vi.hoisted(() => [] as EmblaCarouselType[]);
vi.mock('embla-carousel', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof EmblaCarousel }>();
  const create = (...args: Parameters<typeof EmblaCarousel>) => {
    const api = actual.default(...args);
    instances.push(api);
    return api;
  };
  return { default: create };
});

const sponsors = (count: number): Sponsor[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `s${i + 1}`,
    logo: { src: `/logo-${i + 1}.svg`, alt: `Sponsor ${i + 1}` },
    href: `https://sponsor${i + 1}.example.com`,
  }));

/** jsdom lays nothing out: a 400 px viewport showing four slides of 100 px. */
function layOut(root: HTMLElement) {
  const size = (element: Element, left: number, width: number) => {
    Object.defineProperty(element, 'offsetLeft', { configurable: true, value: left });
    Object.defineProperty(element, 'offsetTop', { configurable: true, value: 0 });
    Object.defineProperty(element, 'offsetWidth', { configurable: true, value: width });
    Object.defineProperty(element, 'offsetHeight', { configurable: true, value: 88 });
  };
  const viewport = root.querySelector('[data-carousel-viewport]')!;
  const list = viewport.firstElementChild!;
  const slides = Array.from(list.children);
  // The list is as wide as the viewport; its slides overflow it.
  size(viewport, 0, 400);
  size(list, 0, 400);
  slides.forEach((slide, i) => size(slide, i * 100, 100));
}

function renderNative(count: number) {
  render(
    <DesignSystemProvider locale="en" interactive={false}>
      <SponsorCarousel sponsors={sponsors(count)} title="Our partners" />
    </DesignSystemProvider>,
  );
  const root = screen.getByRole('region', { name: 'Our partners' });
  layOut(root);
  return root;
}

let reducedMotion = false;

beforeEach(() => {
  instances.length = 0;
  reducedMotion = false;
  // Embla watches sizes and slides in view; jsdom has neither observer.
  const inert = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.stubGlobal('ResizeObserver', inert);
  vi.stubGlobal('IntersectionObserver', inert);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sponsor carousel enhancement', () => {
  it('shows the buttons, which move one logo at a time and loop', async () => {
    const user = userEvent.setup();
    const root = renderNative(8);
    const stop = enhanceSponsorCarousel(root);
    expect(root).toHaveAttribute('data-enhanced');
    const next = screen.getByRole('button', { name: 'Next sponsors' });
    const previous = screen.getByRole('button', { name: 'Previous sponsors' });
    expect(next).toBeEnabled();
    await user.click(next);
    expect(root).toHaveAttribute('data-selected-index', '1');
    await user.click(previous);
    await user.click(previous);
    expect(root).toHaveAttribute('data-selected-index', '7');
    stop?.();
  });

  it('moves at once when the visitor asks for reduced motion', async () => {
    const user = userEvent.setup();
    const root = renderNative(8);
    enhanceSponsorCarousel(root);
    const embla = instances[0]!;
    const scrollNext = vi.spyOn(embla, 'scrollNext');
    await user.click(screen.getByRole('button', { name: 'Next sponsors' }));
    expect(scrollNext).toHaveBeenLastCalledWith(false);
    reducedMotion = true;
    await user.click(screen.getByRole('button', { name: 'Next sponsors' }));
    expect(scrollNext).toHaveBeenLastCalledWith(true);
  });

  it('starts from the logo the visitor had scrolled to', () => {
    const root = renderNative(8);
    const viewport = root.querySelector<HTMLElement>('[data-carousel-viewport]')!;
    viewport.scrollLeft = 300;
    enhanceSponsorCarousel(root);
    expect(root).toHaveAttribute('data-selected-index', '3');
    expect(viewport.scrollLeft).toBe(0);
  });

  it('disables the buttons when every logo is in view', () => {
    const root = renderNative(3);
    enhanceSponsorCarousel(root);
    expect(screen.getByRole('button', { name: 'Next sponsors' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous sponsors' })).toBeDisabled();
  });

  it('gives back the native markup when undone', () => {
    const root = renderNative(8);
    const before = comparableMarkup(root.outerHTML);
    const stop = enhanceSponsorCarousel(root);
    expect(typeof stop).toBe('function');
    stop?.();
    expect(root).not.toHaveAttribute('data-enhanced');
    expect(screen.queryByRole('button')).toBeNull();
    expect(comparableMarkup(root.outerHTML)).toBe(before);
  });

  it('leaves markup without its parts alone', () => {
    const element = document.createElement('section');
    element.dataset.enhance = 'sponsor-carousel';
    expect(enhanceSponsorCarousel(element)).toBeUndefined();
    expect(element).not.toHaveAttribute('data-enhanced');
  });
});
