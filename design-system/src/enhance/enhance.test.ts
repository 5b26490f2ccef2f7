/// <reference types="vite/client" />
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance, enhancers } from '.';
import type { Enhancer, EnhancerLoader } from '.';

/** An IntersectionObserver whose intersections the test decides. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.disconnected = true;
    this.targets.clear();
  }
  /** The given elements come near the viewport (the others stay away). */
  show(...elements: Element[]) {
    const entries = elements
      .filter((element) => this.targets.has(element))
      .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
  /** Reports elements as away from the viewport. */
  hide(...elements: Element[]) {
    this.callback(
      elements.map((target) => ({ target, isIntersecting: false }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

/** Settles the dynamic import and the enhancer call that follows it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function registryWith(...names: string[]) {
  const calls: Array<{ name: string; element: HTMLElement }> = [];
  const undone: string[] = [];
  const loads: Record<string, number> = {};
  const registry: Record<string, EnhancerLoader> = {};
  for (const name of names) {
    loads[name] = 0;
    registry[name] = async () => {
      loads[name]! += 1;
      const enhancer: Enhancer = (element) => {
        calls.push({ name, element });
        element.dataset.done = name;
        return () => undone.push(name);
      };
      return { default: enhancer };
    };
  }
  return { registry, calls, undone, loads };
}

const immediately = (start: () => void) => start();

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('enhance', () => {
  it('loads an enhancement only when its element comes near the viewport', async () => {
    const root = page('<section data-enhance="carousel"></section><p data-enhance="tabs"></p>');
    const [carousel, tabs] = Array.from(root.querySelectorAll<HTMLElement>('[data-enhance]'));
    const { registry, calls, loads } = registryWith('carousel', 'tabs');
    enhance(document, { registry, afterPaint: immediately });
    const [observer] = FakeObserver.all;
    expect(observer?.options.rootMargin).toBe('50% 0px');
    expect(loads).toEqual({ carousel: 0, tabs: 0 });

    observer!.hide(carousel!);
    await settle();
    expect(loads.carousel).toBe(0);

    observer!.show(carousel!);
    await settle();
    expect(loads).toEqual({ carousel: 1, tabs: 0 });
    expect(calls).toEqual([{ name: 'carousel', element: carousel }]);
    expect(carousel!.dataset.done).toBe('carousel');
    expect(tabs!.dataset.done).toBeUndefined();
  });

  it('enhances an element marked eager after the first paint, wherever it is', async () => {
    const root = page(
      '<section data-enhance="calendar" data-enhance-eager></section><p data-enhance="tabs"></p>',
    );
    const [calendar, tabs] = Array.from(root.querySelectorAll<HTMLElement>('[data-enhance]'));
    const { registry, loads } = registryWith('calendar', 'tabs');
    enhance(document, { registry, afterPaint: immediately });
    await settle();
    // never reported near the viewport, and still run; the other waits for it
    expect(loads).toEqual({ calendar: 1, tabs: 0 });
    expect(calendar!.dataset.done).toBe('calendar');
    expect(FakeObserver.all[0]?.targets.has(calendar!)).toBe(false);
    expect(FakeObserver.all[0]?.targets.has(tabs!)).toBe(true);
  });

  it('waits for the first paint before it looks for elements', async () => {
    page('<section data-enhance="carousel"></section>');
    const { registry } = registryWith('carousel');
    let paint: (() => void) | undefined;
    enhance(document, { registry, afterPaint: (start) => (paint = start) });
    expect(FakeObserver.all).toHaveLength(0);
    paint!();
    expect(FakeObserver.all[0]?.targets.size).toBe(1);
  });

  it('by default starts a frame and a task after it is called', async () => {
    page('<section data-enhance="carousel"></section>');
    const { registry } = registryWith('carousel');
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    enhance(document, { registry });
    await settle();
    expect(FakeObserver.all).toHaveLength(0);
    frames.shift()!(0);
    expect(FakeObserver.all).toHaveLength(0);
    await settle();
    expect(FakeObserver.all).toHaveLength(1);
  });

  it('enhances each element once, across calls and repeated intersections', async () => {
    const root = page('<section data-enhance="carousel"></section>');
    const carousel = root.firstElementChild!;
    const { registry, calls } = registryWith('carousel');
    enhance(document, { registry, afterPaint: immediately });
    enhance(root, { registry, afterPaint: immediately });
    for (const observer of FakeObserver.all) observer.show(carousel);
    await settle();
    for (const observer of FakeObserver.all) observer.show(carousel);
    enhance(document, { registry, afterPaint: immediately });
    FakeObserver.all.at(-1)?.show(carousel);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('stops watching the element it enhanced', async () => {
    const root = page('<section data-enhance="carousel"></section>');
    const { registry } = registryWith('carousel');
    enhance(document, { registry, afterPaint: immediately });
    const [observer] = FakeObserver.all;
    observer!.show(root.firstElementChild!);
    expect(observer!.targets.size).toBe(0);
  });

  it('enhances the root itself when it is marked, and skips names it does not know', async () => {
    const root = page('<p data-enhance="unknown"></p><p data-enhance="toString"></p>');
    root.dataset.enhance = 'carousel';
    const { registry, calls } = registryWith('carousel');
    enhance(root, { registry, afterPaint: immediately });
    const [observer] = FakeObserver.all;
    expect([...observer!.targets]).toEqual([root]);
    observer!.show(root);
    await settle();
    expect(calls.map((call) => call.element)).toEqual([root]);
  });

  it('undoes what it enhanced, and then enhances again when called again', async () => {
    const root = page('<section data-enhance="carousel"></section>');
    const carousel = root.firstElementChild!;
    const { registry, calls, undone } = registryWith('carousel');
    const stop = enhance(document, { registry, afterPaint: immediately });
    FakeObserver.all[0]!.show(carousel);
    await settle();
    stop();
    expect(undone).toEqual(['carousel']);
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
    enhance(document, { registry, afterPaint: immediately });
    FakeObserver.all[1]!.show(carousel);
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('does not run an enhancement that arrives after it was stopped', async () => {
    const root = page('<section data-enhance="carousel"></section>');
    const { registry, calls } = registryWith('carousel');
    const stop = enhance(document, { registry, afterPaint: immediately });
    FakeObserver.all[0]!.show(root.firstElementChild!);
    stop();
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('leaves the server markup as it is when an enhancement cannot be loaded', async () => {
    const root = page('<section data-enhance="carousel"></section>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const registry = { carousel: () => Promise.reject(new Error('offline')) };
    enhance(document, { registry, afterPaint: immediately });
    FakeObserver.all[0]!.show(root.firstElementChild!);
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(root.innerHTML).toBe('<section data-enhance="carousel"></section>');
  });

  it('enhances everything at once where IntersectionObserver is missing', async () => {
    page('<section data-enhance="carousel"></section>');
    vi.stubGlobal('IntersectionObserver', undefined);
    const { registry, calls } = registryWith('carousel');
    enhance(document, { registry, afterPaint: immediately });
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('registers the sponsor carousel, whose module is its enhancer', async () => {
    expect(Object.keys(enhancers)).toContain('sponsor-carousel');
    const module = await enhancers['sponsor-carousel']!();
    expect(typeof module.default).toBe('function');
  });

  it('registers every enhancement module of the components, by the name in kebab case', () => {
    const modules = Object.keys(import.meta.glob('../components/*/enhance.ts'));
    const names = modules.map((path) =>
      (/components\/(\w+)\/enhance\.ts$/.exec(path)?.[1] ?? path)
        .replace(/(?<=[a-z0-9])([A-Z])/g, '-$1')
        .toLowerCase(),
    );
    expect(names).toContain('sponsor-carousel');
    expect(Object.keys(enhancers).sort()).toEqual(names.sort());
  });
});
