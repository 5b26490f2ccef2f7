// The inline script of pages that are not hydrated: faces and page script after the page has
// loaded and the next frame is drawn.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FACES_SESSION_KEY, facesHref, pageBootstrap } from './page-bootstrap';

/**
 * Runs the bootstrap's source in a document still loading (or `hidden`), with its frames and
 * timers held: `load()` fires the load event, `frame()` runs what was queued.
 */
function run(source: string, { hidden = false } = {}) {
  const queued: Array<() => void> = [];
  const imported: string[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => queued.push(callback));
  vi.stubGlobal('setTimeout', (callback: () => void) => queued.push(callback));
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
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
  const frame = () => {
    while (queued.length > 0) queued.shift()!();
  };
  const faces = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).map(
      (link) => link.getAttribute('href'),
    );
  return {
    load: () => window.dispatchEvent(new Event('load')),
    frame,
    imported,
    faces,
    queued,
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

describe('pageBootstrap', () => {
  it('links the faces and imports the page script only once the page has loaded, a frame later', () => {
    const page = run(pageBootstrap('/assets/page-A1.js', faces));
    page.frame();
    expect(page.faces()).toEqual([]);
    expect(page.imported).toEqual([]);
    page.load();
    // Nothing in the load event's own task: after the next frame.
    expect(page.imported).toEqual([]);
    expect(page.queued).toHaveLength(1);
    page.frame();
    expect(page.faces()).toEqual([faces]);
    expect(page.imported).toEqual(['/assets/page-A1.js']);
    // Once.
    page.load();
    page.frame();
    expect(page.imported).toEqual(['/assets/page-A1.js']);
  });

  it('starts at once in a tab opened in the background, which draws no frames', () => {
    const page = run(pageBootstrap('/assets/page-A1.js', faces), { hidden: true });
    page.load();
    expect(page.faces()).toEqual([faces]);
    expect(page.imported).toEqual(['/assets/page-A1.js']);
  });

  it('links the faces at once in a tab that has loaded them', () => {
    const first = run(pageBootstrap('/assets/page-A1.js', faces));
    first.load();
    first.frame();
    document.head.querySelector('link')!.dispatchEvent(new Event('load'));
    expect(sessionStorage.getItem(FACES_SESSION_KEY)).toBe('1');
    document.head.innerHTML = '';
    const next = run(pageBootstrap('/assets/page-A1.js', faces));
    expect(next.faces()).toEqual([faces]);
    expect(next.imported).toEqual([]);
    next.load();
    next.frame();
    expect(next.faces()).toHaveLength(1);
    expect(next.imported).toEqual(['/assets/page-A1.js']);
  });

  it('only imports the page script when the page has no faces to link', () => {
    const page = run(pageBootstrap('/assets/page-A1.js', null));
    page.load();
    page.frame();
    expect(page.faces()).toEqual([]);
    expect(page.imported).toEqual(['/assets/page-A1.js']);
  });

  it('writes any address as a literal that cannot end the script element', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (script, facesAddress) => {
        const source = pageBootstrap(script, facesAddress);
        expect(source).not.toContain('<');
        const page = run(source);
        page.load();
        page.frame();
        expect(page.imported).toEqual([script]);
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
