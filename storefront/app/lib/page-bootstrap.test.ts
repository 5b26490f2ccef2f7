// The inline script of pages that are not hydrated: faces and page script once the page has
// loaded, its largest paint is reported and the browser is idle.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACES_SESSION_KEY, facesHref, pageBootstrap } from './page-bootstrap';

interface Options {
  hidden?: boolean;
  /** The browser reports largest paints. */
  lcp?: boolean;
  /** The browser has requestIdleCallback. */
  idle?: boolean;
}

/**
 * Runs the bootstrap's source in a document still loading, with its observer, idle callbacks and
 * timers held: `load()` fires the load event, `largestPaint()` reports one, `idle()` runs the
 * idle callbacks, `timers(ms)` the timers of at most that delay.
 */
function run(source: string, { hidden = false, lcp = true, idle = true }: Options = {}) {
  const idles: Array<() => void> = [];
  const timers: Array<{ callback: () => void; delay: number }> = [];
  const imported: string[] = [];
  const observers: Array<() => void> = [];
  vi.stubGlobal('setTimeout', (callback: () => void, delay = 0) =>
    timers.push({ callback, delay }),
  );
  vi.stubGlobal(
    'requestIdleCallback',
    idle ? (callback: () => void) => idles.push(callback) : undefined,
  );
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = lcp ? ['paint', 'largest-contentful-paint'] : ['paint'];
      constructor(callback: (list: unknown, observer: unknown) => void) {
        observers.push(() => callback({}, this));
      }
      observe() {}
      disconnect() {
        observers.length = 0;
      }
    },
  );
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  Object.defineProperty(document, 'visibilityState', {
    value: hidden ? 'hidden' : 'visible',
    configurable: true,
  });
  // The module's import() of the page script is handed to a stand-in.
  new Function('importScript', source.replace('import(script)', 'importScript(script)'))(
    (url: string) => {
      imported.push(url);
      return Promise.resolve();
    },
  );
  return {
    load: () => window.dispatchEvent(new Event('load')),
    largestPaint: () => [...observers].forEach((notify) => notify()),
    idle: () => idles.splice(0).forEach((callback) => callback()),
    timers: (upTo: number) => {
      const due = timers.filter((timer) => timer.delay <= upTo);
      timers.splice(0, timers.length, ...timers.filter((timer) => timer.delay > upTo));
      due.forEach((timer) => timer.callback());
    },
    imported,
    faces: () =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map(
        (link) => link.getAttribute('href'),
      ),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete (document as { readyState?: string }).readyState;
  delete (document as { visibilityState?: string }).visibilityState;
  document.head.innerHTML = '';
  sessionStorage.clear();
});

const faces = '/faces.css?f=root-A1.css';
const script = '/assets/page-A1.js';

describe('pageBootstrap', () => {
  it('starts in the first idle time once the page has loaded and its largest paint is reported', () => {
    const page = run(pageBootstrap(script, faces));
    page.load();
    page.idle();
    page.timers(50);
    expect(page.faces()).toEqual([]);
    expect(page.imported).toEqual([]);
    page.largestPaint();
    expect(page.imported).toEqual([]);
    page.idle();
    expect(page.faces()).toEqual([faces]);
    expect(page.imported).toEqual([script]);
    // Once: neither a later paint nor the load's timer starts it again.
    page.largestPaint();
    page.timers(1000);
    page.idle();
    expect(page.imported).toEqual([script]);
  });

  it('waits for the load event when the largest paint comes first', () => {
    const page = run(pageBootstrap(script, faces));
    page.largestPaint();
    page.idle();
    expect(page.imported).toEqual([]);
    page.load();
    page.idle();
    expect(page.imported).toEqual([script]);
  });

  it('starts a second after the load event when no largest paint is reported', () => {
    const page = run(pageBootstrap(script, faces));
    page.load();
    page.timers(999);
    page.idle();
    expect(page.imported).toEqual([]);
    page.timers(1000);
    page.idle();
    expect(page.imported).toEqual([script]);
  });

  it('needs only the load event in a background tab or where largest paints are not reported', () => {
    for (const options of [{ hidden: true }, { lcp: false }]) {
      const page = run(pageBootstrap(script, faces), options);
      page.load();
      page.idle();
      expect(page.imported, JSON.stringify(options)).toEqual([script]);
      document.head.innerHTML = '';
    }
  });

  it('uses a short timer where the browser has no idle callbacks', () => {
    const page = run(pageBootstrap(script, faces), { idle: false });
    page.largestPaint();
    page.load();
    expect(page.imported).toEqual([]);
    page.timers(50);
    expect(page.imported).toEqual([script]);
  });

  it('starts at once when the visitor presses a key or a button before then', () => {
    for (const type of ['keydown', 'pointerdown', 'click']) {
      const page = run(pageBootstrap(script, faces));
      window.dispatchEvent(new Event(type));
      expect(page.imported, type).toEqual([script]);
      expect(page.faces(), type).toEqual([faces]);
      page.largestPaint();
      page.load();
      page.idle();
      expect(page.imported, type).toEqual([script]);
      document.head.innerHTML = '';
    }
  });

  it('presses again a script-only button pressed before the page script had started, once', async () => {
    document.body.innerHTML = '<button type="button" id="choice"><span>Accept</span></button>';
    const page = run(pageBootstrap(script, faces));
    const presses: string[] = [];
    const choice = document.getElementById('choice')!;
    // What the page script does when it starts: it handles the button.
    choice.addEventListener('click', () => presses.push('choice'));
    choice.querySelector('span')!.click();
    expect(page.imported).toEqual([script]);
    expect(presses).toEqual(['choice']);
    await Promise.resolve();
    await Promise.resolve();
    expect(presses).toEqual(['choice', 'choice']);
    // Later presses are the page script's alone.
    choice.click();
    await Promise.resolve();
    expect(presses).toEqual(['choice', 'choice', 'choice']);
    document.body.innerHTML = '';
  });

  it('leaves links and form buttons to the browser', async () => {
    document.body.innerHTML =
      '<a href="#x" id="link">x</a><form><button id="send">Send</button></form>';
    const page = run(pageBootstrap(script, faces));
    const clicks: string[] = [];
    document.body.addEventListener('click', (event) => {
      event.preventDefault();
      clicks.push((event.target as Element).id);
    });
    document.getElementById('link')!.click();
    document.getElementById('send')!.click();
    await Promise.resolve();
    await Promise.resolve();
    expect(page.imported).toEqual([script]);
    expect(clicks).toEqual(['link', 'send']);
    document.body.innerHTML = '';
  });

  it('links the faces at once in a tab that has loaded them', () => {
    const first = run(pageBootstrap(script, faces));
    first.largestPaint();
    first.load();
    first.idle();
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(sessionStorage.getItem(FACES_SESSION_KEY)).toBe('1');
    document.head.innerHTML = '';
    const next = run(pageBootstrap(script, faces));
    expect(next.faces()).toEqual([faces]);
    expect(next.imported).toEqual([]);
    next.largestPaint();
    next.load();
    next.idle();
    expect(next.faces()).toHaveLength(1);
    expect(next.imported).toEqual([script]);
  });

  it('only imports the page script when the page has no faces to link', () => {
    const page = run(pageBootstrap(script, null));
    page.largestPaint();
    page.load();
    page.idle();
    expect(page.faces()).toEqual([]);
    expect(page.imported).toEqual([script]);
  });

  it('writes any address as a literal that cannot end the script element', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (anyScript, anyFaces) => {
        const source = pageBootstrap(anyScript, anyFaces);
        expect(source).not.toContain('<');
        const page = run(source);
        page.largestPaint();
        page.load();
        page.idle();
        expect(page.imported).toEqual([anyScript]);
        document.head.innerHTML = '';
        sessionStorage.clear();
      }),
    );
  });
});

describe('facesHref', () => {
  it('names the same files at the faces address', () => {
    expect(facesHref('/styles.css?f=root-A1.css,page-B2.css')).toBe(
      '/faces.css?f=root-A1.css,page-B2.css',
    );
  });
});
