// The inline script of pages that are not hydrated: the page script once the page has loaded,
// its largest paint is reported and the browser is idle; the web fonts' files fetched into the
// cache on a tab's first page, and their faces linked at once on its next pages.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACES_SESSION_KEY, facesHref, pageBootstrap } from './page-bootstrap';

interface Options {
  hidden?: boolean;
  /** The families (and statuses) of document.fonts: the local stand-ins the page asked for. */
  fonts?: Array<{ family: string; status: FontFaceLoadStatus }>;
  /** What the server answers by address (anything else: 404). */
  files?: Record<string, string>;
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
function run(
  source: string,
  { hidden = false, lcp = true, idle = true, fonts = usedFonts, files = served }: Options = {},
) {
  const idles: Array<() => void> = [];
  const fetched: Array<{ url: string; priority?: string }> = [];
  vi.stubGlobal('fetch', (url: URL | string, init?: RequestInit) => {
    const address = new URL(String(url), window.location.href);
    const path = address.pathname + address.search;
    fetched.push({ url: path, priority: init?.priority });
    const body = files[path];
    return Promise.resolve({
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      text: () => Promise.resolve(body ?? ''),
      arrayBuffer: () => Promise.resolve(new ArrayBuffer(body?.length ?? 0)),
    });
  });
  Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
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
    /** What was fetched (addresses, without the origin), in order. */
    fetched: () => fetched.map((request) => request.url),
    priorities: () => fetched.map((request) => request.priority),
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
  delete (document as { fonts?: unknown }).fonts;
  document.head.innerHTML = '';
  sessionStorage.clear();
});

const faces = '/faces.css?f=root-A1.css';
const script = '/assets/page-A1.js';

/** A faces stylesheet as styles-bundle.js answers it: latin-ext and latin files of two families. */
const facesCss = `
@font-face{font-family:"Titillium Web";font-weight:400;font-display:swap;src:url(/assets/tw-latin-ext-400.woff2) format("woff2");unicode-range:U+0100-02BA,U+1E00-1E9F}
@font-face{font-family:"Titillium Web";font-weight:400;font-display:swap;src:url(/assets/tw-latin-400.woff2) format("woff2");unicode-range:U+0000-00FF,U+0131,U+2000-206F}
@font-face {
  font-family: 'Titillium Web';
  font-weight: 700;
  src: url('/assets/tw-latin-700.woff2') format('woff2');
  unicode-range: U+0000-00FF, U+0131;
}
@font-face{font-family:Lora;font-style:italic;src:url(/assets/lora-latin-italic.woff2) format("woff2");unicode-range:U+0000-00FF}
`;
const served: Record<string, string> = {
  [faces]: facesCss,
  '/assets/tw-latin-400.woff2': 'tw400',
  '/assets/tw-latin-700.woff2': 'tw700',
  '/assets/tw-latin-ext-400.woff2': 'twext',
  '/assets/lora-latin-italic.woff2': 'lora',
};
/** The page's text was set in Titillium Web's stand-in; Lora's was never asked for. */
const usedFonts: Array<{ family: string; status: FontFaceLoadStatus }> = [
  { family: '"Titillium Web Fallback: Arial"', status: 'loaded' },
  { family: '"Titillium Web Fallback: Roboto"', status: 'error' },
  { family: '"Lora Fallback: Times New Roman"', status: 'unloaded' },
];

/** Lets the promises queued so far (and those they queue) settle. */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}

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

  it('never applies the faces on the first page of a tab, and fetches the files it used into the cache', async () => {
    const page = run(pageBootstrap(script, faces));
    expect(page.faces()).toEqual([]);
    page.largestPaint();
    page.load();
    expect(page.fetched()).toEqual([]);
    page.idle();
    expect(page.imported).toEqual([script]);
    // Not in the task that imported the page script: in the next idle time once it has started.
    expect(page.fetched()).toEqual([]);
    await settle();
    expect(page.fetched()).toEqual([]);
    page.idle();
    await settle();
    // The latin files of the family whose stand-in the page used; not Lora's, not latin-ext.
    expect(page.fetched()).toEqual([
      faces,
      '/assets/tw-latin-400.woff2',
      '/assets/tw-latin-700.woff2',
    ]);
    expect(page.priorities()).toEqual(['low', 'low', 'low']);
    expect(page.faces()).toEqual([]);
    expect(sessionStorage.getItem(FACES_SESSION_KEY)).toBe('1');
  });

  it('links the faces at once on the next pages of the tab, and fetches nothing more', async () => {
    sessionStorage.setItem(FACES_SESSION_KEY, '1');
    const next = run(pageBootstrap(script, faces));
    expect(next.faces()).toEqual([faces]);
    expect(next.imported).toEqual([]);
    next.largestPaint();
    next.load();
    next.idle();
    await settle();
    next.idle();
    await settle();
    expect(next.faces()).toHaveLength(1);
    expect(next.imported).toEqual([script]);
    expect(next.fetched()).toEqual([]);
  });

  it('keeps the next pages in the local faces when a file could not be fetched', async () => {
    for (const missing of [faces, '/assets/tw-latin-700.woff2']) {
      const files = { ...served };
      delete files[missing];
      const page = run(pageBootstrap(script, faces), { files });
      page.largestPaint();
      page.load();
      page.idle();
      await settle();
      page.idle();
      await settle();
      expect(page.fetched(), missing).toContain(missing);
      expect(sessionStorage.getItem(FACES_SESSION_KEY), missing).toBeNull();
      const next = run(pageBootstrap(script, faces), { files });
      expect(next.faces(), missing).toEqual([]);
    }
  });

  it('fetches nothing where the page asked for no local stand-in', async () => {
    const page = run(pageBootstrap(script, faces), {
      fonts: [{ family: 'Titillium Web Fallback: Arial', status: 'unloaded' }],
    });
    page.largestPaint();
    page.load();
    page.idle();
    await settle();
    page.idle();
    await settle();
    expect(page.imported).toEqual([script]);
    expect(page.fetched()).toEqual([]);
  });

  it('fetches exactly the faces of the used families that hold Latin text, whatever the stylesheet', async () => {
    const face = fc.record({
      family: fc.constantFrom('Titillium Web', 'Lora', 'Source Sans 3 Variable'),
      quote: fc.constantFrom('', '"', "'"),
      range: fc.option(
        fc.array(
          fc
            .tuple(fc.integer({ min: 0, max: 0x2fff }), fc.integer({ min: 0, max: 0x2fff }))
            .map(([a, b]) => [Math.min(a, b), Math.max(a, b)] as const),
          { minLength: 1, maxLength: 4 },
        ),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(face, { maxLength: 6 }),
        fc.subarray(['Titillium Web', 'Lora', 'Source Sans 3 Variable'], { minLength: 1 }),
        async (rules, used) => {
          const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
          const css = rules
            .map(
              (rule, i) =>
                `@font-face {\n  font-family: ${rule.quote}${rule.family}${rule.quote};\n` +
                `  src: url(/assets/f${i}.woff2) format('woff2');\n` +
                (rule.range
                  ? `  unicode-range: ${rule.range.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ')};\n`
                  : '') +
                '}',
            )
            .join('\n');
          const files: Record<string, string> = { [faces]: css };
          rules.forEach((_, i) => (files[`/assets/f${i}.woff2`] = 'x'));
          const page = run(pageBootstrap(script, faces), {
            files,
            fonts: used.map((family) => ({
              family: `${family} Fallback: Arial`,
              status: 'loaded',
            })),
          });
          page.largestPaint();
          page.load();
          page.idle();
          await settle();
          page.idle();
          await settle();
          const expected = rules.flatMap((rule, i) =>
            used.includes(rule.family) &&
            (!rule.range || rule.range.some(([a, b]) => a <= 0x41 && b >= 0x41))
              ? [`/assets/f${i}.woff2`]
              : [],
          );
          expect(page.fetched()).toEqual([faces, ...expected]);
          expect(page.faces()).toEqual([]);
          document.head.innerHTML = '';
          sessionStorage.clear();
        },
      ),
      { numRuns: 60 },
    );
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
