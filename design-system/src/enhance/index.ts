/**
 * `@city/design-system/enhance`: runs the components' enhancements on server markup that React
 * does not run (a page rendered under `DesignSystemProvider interactive={false}` and not
 * hydrated). A component that has one marks its root `data-enhance="<name>"`; `enhance(root)`
 * loads the named module only when its element comes near the viewport, after the first paint,
 * once per element. Importing it loads no component, no React and no styles.
 */
import { enhancers } from './registry';
import type { Enhancer, EnhancerLoader } from './registry';

export { enhancers };
/** A field's error line on native markup, for a page's own form check (FieldErrorTemplate). */
export { setFieldError } from '../components/FieldError/dom';
/** Shows the tab panel holding a field, for a page's own form check on native tabs. */
export { showTabOf } from '../components/Tabs/dom';
/** A time slot's state on native markup, for a page that reads the places again. */
export { setTimeSlotState } from '../components/TimeSlotPicker/dom';
export type { Enhancer, EnhancerLoader };

export interface EnhanceOptions {
  /** Names and their modules; the library's `enhancers` by default. */
  registry?: Readonly<Record<string, EnhancerLoader>>;
  /**
   * How far from the viewport an element starts loading its enhancement (IntersectionObserver's
   * `rootMargin`): half a screen ahead by default, so that it is ready when it comes into view.
   */
  rootMargin?: string;
  /** Runs `start` once the first screen is painted (a frame, then a task, by default). */
  afterPaint?: (start: () => void) => void;
}

/** Attribute of an element whose enhancement runs after the first paint, not near the viewport. */
export const EAGER = 'data-enhance-eager';

/** Elements whose enhancement has started, whichever call of `enhance` started it. */
const started = new WeakSet<Element>();

const nextPaint = (start: () => void) => {
  requestAnimationFrame(() => setTimeout(start, 0));
};

function marked(root: ParentNode): HTMLElement[] {
  const found = Array.from(root.querySelectorAll<HTMLElement>('[data-enhance]'));
  if (root instanceof HTMLElement && root.hasAttribute('data-enhance')) found.unshift(root);
  return found;
}

/**
 * Enhances the `[data-enhance]` elements inside `root` (and `root` itself) as they come near the
 * viewport (those marked `data-enhance-eager` after the first paint, wherever they are). Returns a function that stops watching and undoes the enhancements it ran.
 */
export function enhance(root: ParentNode, options: EnhanceOptions = {}): () => void {
  const { registry = enhancers, rootMargin = '50% 0px', afterPaint = nextPaint } = options;
  let stopped = false;
  let observer: IntersectionObserver | undefined;
  const undo: Array<{ element: Element; cleanup: () => void }> = [];

  const loaderOf = (element: HTMLElement) => {
    const name = element.dataset.enhance ?? '';
    return Object.hasOwn(registry, name) ? registry[name] : undefined;
  };

  const run = async (element: HTMLElement, load: EnhancerLoader) => {
    started.add(element);
    try {
      const { default: enhancer } = await load();
      if (stopped || !element.isConnected) {
        started.delete(element);
        return;
      }
      const cleanup = enhancer(element);
      if (typeof cleanup === 'function') undo.push({ element, cleanup });
    } catch (error) {
      // The server's markup works without its enhancement.
      console.warn(`The enhancement ${element.dataset.enhance} could not be loaded`, error);
    }
  };

  afterPaint(() => {
    if (stopped) return;
    const marks = marked(root).filter((element) => !started.has(element) && loaderOf(element));
    // An element marked `data-enhance-eager` is enhanced at once, wherever it is: its enhancement
    // has something to do as the page opens (a calendar gives the keyboard focus back to the day
    // chosen on the page before, which may lie below the first screen).
    for (const element of marks.filter((each) => each.hasAttribute(EAGER)))
      void run(element, loaderOf(element)!);
    const waiting = marks.filter((element) => !started.has(element));
    if (waiting.length === 0) return;
    if (typeof IntersectionObserver === 'undefined') {
      for (const element of waiting) void run(element, loaderOf(element)!);
      return;
    }
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          seen.unobserve(entry.target);
          const element = entry.target as HTMLElement;
          const load = loaderOf(element);
          if (load && !started.has(element)) void run(element, load);
        }
      },
      { rootMargin },
    );
    observer = seen;
    for (const element of waiting) seen.observe(element);
  });

  return () => {
    stopped = true;
    observer?.disconnect();
    for (const { element, cleanup } of undo.splice(0)) {
      cleanup();
      started.delete(element);
    }
  };
}
