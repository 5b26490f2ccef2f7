import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isStaticPage } from '../lib/static-page';
import { cartCountOf, storedCartIsEmpty } from './cart-count';
import {
  ISLAND_DATA_ID,
  PAGE_CONFIG_ID,
  parseIslandData,
  parsePageConfig,
  serializeJsonBlock,
  serializePageConfig,
  stringProp,
} from './config';
import {
  ISLAND_RELOAD_KEY,
  enhanceConsent,
  enhanceIsland,
  followStoredCart,
  holdsQueueSessions,
  rememberLanguageChoice,
  showCartCount,
  startIsland,
} from './page';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('cartCountOf', () => {
  it('counts every line at least once, as the cart store does', () => {
    const stored = JSON.stringify({
      state: { items: [{ quantita: 2 }, { quantita: 0 }, { quantita: 1 }] },
      version: 1,
    });
    expect(cartCountOf(stored)).toBe(4);
  });

  it('reads anything unreadable as an empty cart', () => {
    expect(cartCountOf(null)).toBe(0);
    expect(cartCountOf('not json')).toBe(0);
    expect(cartCountOf(JSON.stringify({ state: { items: 'x' } }))).toBe(0);
  });
});

describe('page configuration', () => {
  it('round-trips and escapes "<" so that no value closes the script element', () => {
    const text = serializePageConfig({ tagManagerUrl: '</script><b>', a11yWidgetUrl: '' });
    expect(text).not.toContain('<');
    expect(parsePageConfig(text).tagManagerUrl).toBe('</script><b>');
  });

  it('treats a missing or malformed block as nothing configured', () => {
    expect(parsePageConfig(undefined)).toEqual({ tagManagerUrl: '', a11yWidgetUrl: '' });
    expect(parsePageConfig('{')).toEqual({ tagManagerUrl: '', a11yWidgetUrl: '' });
    expect(parsePageConfig('{"tagManagerUrl":3}').tagManagerUrl).toBe('');
  });
});

describe('island data', () => {
  it('round-trips through the escaped block', () => {
    const data = {
      lang: 'fr',
      messages: { a: { b: '</script><x>' } },
      loadFailed: 'Recharger',
      props: { codice: 'NOEL-25' },
    };
    const text = serializeJsonBlock(data);
    expect(text).not.toContain('<');
    const parsed = parseIslandData(text);
    expect(parsed).toEqual(data);
    expect(stringProp(parsed!, 'codice')).toBe('NOEL-25');
    expect(stringProp(parsed!, 'nope')).toBeNull();
  });

  it('refuses a block without a language of the site, and fills what is missing', () => {
    expect(parseIslandData(undefined)).toBeNull();
    expect(parseIslandData('{')).toBeNull();
    expect(parseIslandData(JSON.stringify({ lang: 'de', messages: {} }))).toBeNull();
    expect(parseIslandData(JSON.stringify({ lang: 'it', messages: ['x'], props: 3 }))).toEqual({
      lang: 'it',
      messages: {},
      loadFailed: '',
      props: {},
    });
  });
});

describe('isStaticPage', () => {
  it('follows the deepest matched route', () => {
    expect(isStaticPage([{ handle: undefined }, { handle: { staticPage: true } }])).toBe(true);
    expect(isStaticPage([{ handle: { staticPage: true } }, { handle: undefined }])).toBe(false);
    expect(isStaticPage([])).toBe(false);
  });
});

describe('the page script', () => {
  beforeEach(() => {
    clearCookies();
    document.body.innerHTML = `
      <header><nav>
        <a href="/it/carrello"><span data-cart-label>Carrello, vuoto</span><span data-cart-count>0</span></a>
        <a href="/en/cerca" lang="en-GB">EN</a>
      </nav></header>
      <div data-consent-root>
        <section>
          <button type="button" data-consent-choice="reject">Rifiuta tutti</button>
          <button type="button" data-consent-choice="accept">Accetta tutti</button>
        </section>
      </div>
      <footer><button type="button" data-consent-reopen>Preferenze cookie</button></footer>`;
  });
  afterEach(() => {
    document.head.querySelector('#tag-manager')?.remove();
    vi.restoreAllMocks();
  });

  it('shows the stored cart in the header badge and the link name', () => {
    showCartCount('it', JSON.stringify({ state: { items: [{ quantita: 3 }] }, version: 1 }));
    expect(document.querySelector('[data-cart-count]')?.textContent).toBe('3');
    expect(document.querySelector('[data-cart-label]')?.textContent).toBe('Carrello, 3 articoli');
    showCartCount('en', null);
    expect(document.querySelector('[data-cart-label]')?.textContent).toBe('Cart, empty');
  });

  it('leaves the header untouched when its words are already the stored cart', async () => {
    showCartCount('en', null);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.body, { childList: true, characterData: true, subtree: true });
    showCartCount('en', null);
    showCartCount('en', JSON.stringify({ state: { items: [] }, version: 1 }));
    await Promise.resolve();
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(document.querySelector('[data-cart-label]')?.textContent).toBe('Cart, empty');
  });

  it('follows the stored cart: on load, from other tabs, and back from the history', () => {
    const stored = (count: number) =>
      JSON.stringify({ state: { items: Array(count).fill({ quantita: 1 }) }, version: 1 });
    localStorage.setItem('cart', stored(1));
    followStoredCart('it');
    const label = () => document.querySelector('[data-cart-label]')?.textContent;
    expect(label()).toBe('Carrello, 1 articolo');
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: stored(2) }));
    expect(label()).toBe('Carrello, 2 articoli');
    // Changed while the page waited in the back-forward cache: read again when it shows.
    localStorage.setItem('cart', stored(4));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(label()).toBe('Carrello, 2 articoli');
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(label()).toBe('Carrello, 4 articoli');
    localStorage.removeItem('cart');
  });

  it('remembers the language chosen in the header', () => {
    rememberLanguageChoice(document);
    const link = document.querySelector<HTMLAnchorElement>('a[lang]');
    link?.addEventListener('click', (event) => event.preventDefault());
    link?.click();
    expect(document.cookie).toContain('i18n_redirected=en');
  });

  it('stores "Reject all", hides the banner, and the footer link shows it again', () => {
    enhanceConsent({ locale: 'it', tagManagerUrl: 'https://tags.example/tm.js' });
    const root = document.querySelector<HTMLElement>('[data-consent-root]');
    document.querySelector<HTMLButtonElement>('[data-consent-choice="reject"]')?.click();
    expect(root?.hidden).toBe(true);
    expect(decodeURIComponent(document.cookie)).toContain('"bannerClosed":true,"gdpr":false');
    expect(document.getElementById('tag-manager')).toBeNull();

    document.querySelector<HTMLButtonElement>('[data-consent-reopen]')?.click();
    expect(root?.hidden).toBe(false);
    expect(document.activeElement?.getAttribute('data-consent-choice')).toBe('reject');
  });

  it('loads the tag manager once "Accept all" allows it', () => {
    enhanceConsent({ locale: 'it', tagManagerUrl: 'https://tags.example/tm.js' });
    document.querySelector<HTMLButtonElement>('[data-consent-choice="accept"]')?.click();
    expect(document.getElementById('tag-manager')?.getAttribute('src')).toBe(
      'https://tags.example/tm.js',
    );
  });
});

describe('the cart and checkout islands', () => {
  const cart = (items: unknown[]) =>
    JSON.stringify({ state: { items, codicePromo: null }, version: 1 });
  const queue = (sessions: unknown) =>
    `queue_sessions=${encodeURIComponent(JSON.stringify({ state: { sessions }, version: 1 }))}`;

  function island(name: 'cart' | 'checkout', withTemplate = true): HTMLElement {
    document.body.innerHTML = `
      <div data-island="${name}" data-script="/assets/${name}.js">
        <div><h1>Carrello</h1><div role="status">Lettura del carrello…</div></div>
        ${withTemplate ? '<template data-island-empty=""><div><h1>Carrello</h1><p>Il carrello è vuoto</p><a href="/it">Continua</a></div></template>' : ''}
      </div>`;
    return document.querySelector<HTMLElement>('[data-island]')!;
  }

  it('tells an empty stored cart from one with items and from one it cannot read', () => {
    expect(storedCartIsEmpty(null)).toBe(true);
    expect(storedCartIsEmpty(cart([]))).toBe(true);
    expect(storedCartIsEmpty(cart([{ key: 'a', quantita: 1 }]))).toBe(false);
    expect(storedCartIsEmpty('not json')).toBe(false);
    expect(storedCartIsEmpty(JSON.stringify({ state: {} }))).toBe(false);
  });

  it('finds queue sessions in the cookie, and counts an unreadable cookie as holding one', () => {
    expect(holdsQueueSessions('')).toBe(false);
    expect(holdsQueueSessions(`a=1; ${queue({})}`)).toBe(false);
    expect(holdsQueueSessions(queue({ s1: { session_id: 's1' } }))).toBe(true);
    expect(holdsQueueSessions('queue_sessions=%7Bbroken')).toBe(true);
  });

  it('shows the empty state without loading the screen when the cart is empty', () => {
    const element = island('cart');
    const begin = vi.fn();
    const readCookies = vi.fn(() => queue({}));
    expect(enhanceIsland(element, { begin, readCart: () => null, readCookies })).toBe(true);
    expect(begin).not.toHaveBeenCalled();
    expect(readCookies).toHaveBeenCalledOnce();
    expect(element.querySelector('[role="status"]')).toBeNull();
    expect(element.querySelector('template')).toBeNull();
    expect(element.querySelector('p')?.textContent).toBe('Il carrello è vuoto');
    expect(element.querySelectorAll('h1')).toHaveLength(1);
  });

  it('loads the screen when the cart fills in another tab, once', () => {
    const begin = vi.fn();
    enhanceIsland(island('cart'), { begin, readCart: () => cart([]), readCookies: () => '' });
    const storage = (key: string, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    storage('other', cart([{ key: 'a', quantita: 1 }]));
    storage('cart', cart([]));
    expect(begin).not.toHaveBeenCalled();
    storage('cart', cart([{ key: 'a', quantita: 1 }]));
    storage('cart', cart([{ key: 'a', quantita: 2 }]));
    expect(begin).toHaveBeenCalledOnce();
  });

  it('loads the screen when the page comes back from the history with a cart that filled', () => {
    const begin = vi.fn();
    let stored: string | null = null;
    enhanceIsland(island('checkout'), { begin, readCart: () => stored, readCookies: () => '' });
    const pageshow = (persisted: boolean) =>
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted }));
    pageshow(true);
    expect(begin).not.toHaveBeenCalled();
    stored = cart([{ key: 'a', quantita: 1 }]);
    pageshow(false);
    expect(begin).not.toHaveBeenCalled();
    pageshow(true);
    expect(begin).toHaveBeenCalledOnce();
  });

  it('loads the screen at once for items, queue sessions, unreadable storage or no empty state', () => {
    const cases: [HTMLElement, () => string | null, string][] = [
      [island('cart'), () => cart([{ key: 'a', quantita: 1 }]), ''],
      [island('cart'), () => 'not json', ''],
      [island('cart'), () => null, queue({ s1: { session_id: 's1' } })],
      [
        island('cart'),
        () => {
          throw new DOMException('denied', 'SecurityError');
        },
        '',
      ],
      [island('cart', false), () => null, ''],
    ];
    for (const [element, readCart, cookies] of cases) {
      const begin = vi.fn();
      expect(enhanceIsland(element, { begin, readCart, readCookies: () => cookies })).toBe(false);
      expect(begin).toHaveBeenCalledOnce();
      expect(element.querySelector('[role="status"]')).not.toBeNull();
    }
  });

  it('loads an island that only watches a held place only when a queue session may be held', () => {
    const cases: [string, boolean][] = [
      ['', false],
      [queue({}), false],
      [queue({ s1: { session_id: 's1' } }), true],
      ['queue_sessions=%7Bbroken', true],
    ];
    for (const [cookies, loads] of cases) {
      document.body.innerHTML =
        '<div data-island="purchase" data-island-hold="" data-script="/assets/purchase.js"></div>';
      const begin = vi.fn();
      const readCart = vi.fn(() => null);
      const element = document.querySelector<HTMLElement>('[data-island]')!;
      expect(enhanceIsland(element, { begin, readCart, readCookies: () => cookies })).toBe(false);
      expect(begin, cookies).toHaveBeenCalledTimes(loads ? 1 : 0);
      expect(readCart).not.toHaveBeenCalled();
    }
  });

  it('says in a purchase form’s own status, its last, that its script could not be loaded', async () => {
    document.body.innerHTML = `
      <div data-island="bundle" data-script="/assets/bundle.js">
        <form><fieldset disabled><p role="status">Choose a day first.</p><button>Add</button></fieldset><p role="status"></p></form>
      </div>
      <script type="application/json" id="${ISLAND_DATA_ID}">${serializeJsonBlock({
        lang: 'en',
        messages: {},
        loadFailed: 'Please reload the page.',
        props: {},
      })}</script>`;
    // The path was reloaded once already: the second failure is said.
    sessionStorage.setItem(ISLAND_RELOAD_KEY, window.location.pathname);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    startIsland(document.querySelector<HTMLElement>('[data-island]')!, () => undefined, {
      preload: () => undefined,
      load: () => Promise.reject(new Error('gone')),
      reload,
    });
    await vi.waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull());
    const statuses = document.querySelectorAll('p');
    expect(statuses[0]?.textContent).toBe('Choose a day first.');
    expect(statuses[0]?.getAttribute('role')).toBe('status');
    expect(statuses[1]?.getAttribute('role')).toBe('alert');
    expect(statuses[1]?.textContent).toBe('Please reload the page.');
    expect(reload).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('does not ask the checkout about queue sessions: it does not watch them', () => {
    const begin = vi.fn();
    const readCookies = vi.fn(() => queue({ s1: { session_id: 's1' } }));
    expect(enhanceIsland(island('checkout'), { begin, readCart: () => null, readCookies })).toBe(
      true,
    );
    expect(readCookies).not.toHaveBeenCalled();
    expect(begin).not.toHaveBeenCalled();
  });
});

describe('the design system’s enhancements', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    document.body.innerHTML = '';
  });

  it('are watched by the page script once the first screen is painted, and loaded only near the viewport', async () => {
    const watched: Element[] = [];
    const margins: Array<string | undefined> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(_callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          margins.push(options?.rootMargin);
        }
        observe(target: Element) {
          watched.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    document.body.innerHTML = `
      <script type="application/json" id="${PAGE_CONFIG_ID}">${serializePageConfig({ tagManagerUrl: '', a11yWidgetUrl: '' })}</script>
      <footer><section data-enhance="sponsor-carousel"></section></footer>`;
    // Evaluated anew, as on a page: it starts when the page has its configuration.
    vi.resetModules();
    await import('./page');
    // Nothing before the first paint…
    expect(watched).toEqual([]);
    for (const frame of frames.splice(0)) frame(0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // …then the carousel is watched, and its module not loaded until it comes near.
    expect(watched).toEqual([document.querySelector('[data-enhance="sponsor-carousel"]')]);
    expect(margins).toEqual(['50% 0px']);
  });
});
