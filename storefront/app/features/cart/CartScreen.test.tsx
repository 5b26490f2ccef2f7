import { within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../../enhance/cart';
import { ISLAND_DATA_ID, serializeJsonBlock } from '../../enhance/config';
import { ISLAND_RELOAD_KEY, startIsland } from '../../enhance/page';
import type { CartItem } from '../../lib/domain/cart';
import type { Messages } from '../../lib/i18n/merge';
import { useCart } from '../../stores/cart';
import { cartMessagePaths, requestPricing } from './CartScreen';

import cartSource from './CartScreen.tsx?raw';
import checkoutSource from '../checkout/CheckoutScreen.tsx?raw';
import { checkoutMessagePaths } from '../checkout/CheckoutScreen';
import { holdIdleCallbacks } from '../commerce/idle.testing';
import { islandMessagesOf, localeMessages } from '../commerce/island-messages.testing';

/** The picked messages of a language, as the page sends them (Italian filling gaps). */
const islandMessages = (lang: string, paths: readonly string[] = cartMessagePaths) =>
  islandMessagesOf(lang, paths);

const textAt = (messages: Messages, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);

describe.each([
  { screen: 'cart', source: cartSource, paths: cartMessagePaths },
  { screen: 'checkout', source: checkoutSource, paths: checkoutMessagePaths },
])('the $screen screen messages', ({ source, paths }) => {
  // Every key the screen asks for: t('a.b'), and templates t(`a.${x}`) by their fixed prefix;
  // the reading status (CartReading) says commerce.cart.loading.
  const literal = [
    ...[...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1] as string),
    'commerce.cart.loading',
  ];
  const templated = [...source.matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g)].map((m) => m[1] as string);

  it('finds the keys it checks', () => {
    expect(literal.length).toBeGreaterThan(8);
    expect(templated).toEqual(expect.arrayContaining(['commerce.lineErrors']));
  });

  it.each(['it', 'en', 'fr'])('are all in the messages the page sends (%s)', (lang) => {
    const messages = islandMessages(lang, paths);
    for (const key of new Set(literal)) expect(typeof textAt(messages, key), key).toBe('string');
    for (const prefix of templated) expect(typeof textAt(messages, prefix), prefix).toBe('object');
  });

  it('are a small part of the commerce messages', () => {
    const all = JSON.stringify(localeMessages('it').commerce).length;
    expect(JSON.stringify(islandMessages('it', paths)).length).toBeLessThan(all / 3);
  });
});

describe('requestPricing', () => {
  afterEach(() => vi.unstubAllGlobals());
  const body = { prodotti: [], codice: null };

  it('posts same-origin JSON to the language’s endpoint and returns its answer', async () => {
    const fetch = vi.fn(async () => Response.json({ items: [], scontoPromo: 0 }));
    vi.stubGlobal('fetch', fetch);
    expect(await requestPricing('fr', { prodotti: [], codice: 'NOEL-25' })).toEqual({
      items: [],
      scontoPromo: 0,
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/fr/carrello/prezzi');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(String(init.body))).toEqual({ prodotti: [], codice: 'NOEL-25' });
  });

  it('passes on the server’s error codes, and a list that is not one', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ error: 'PROMO_EXPIRED' }, { status: 422 }));
    expect(await requestPricing('it', body)).toEqual({ error: 'PROMO_EXPIRED' });
    vi.stubGlobal('fetch', async () => Response.json({ items: null }));
    expect(await requestPricing('it', body)).toEqual({ items: null });
  });

  it('turns a network failure or an unreadable answer into UNAVAILABLE', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestPricing('it', body)).toEqual({ error: 'UNAVAILABLE' });
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await requestPricing('it', body)).toEqual({ error: 'UNAVAILABLE' });
    vi.stubGlobal('fetch', async () => Response.json({ unexpected: true }));
    expect(await requestPricing('it', body)).toEqual({ error: 'INVALID_ANSWER' });
  });

  it('rejects when a newer request aborted it', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', async () => {
      controller.abort();
      throw new DOMException('Aborted', 'AbortError');
    });
    await expect(requestPricing('it', body, controller.signal)).rejects.toThrow('Aborted');
  });
});

describe('the cart island', () => {
  const item = (key: string): CartItem => ({
    key,
    id: 5970,
    tipo: 'carte_regalate',
    dettaglio: 'Gift card',
    prezzo: 2500,
    prezzo_gruppo: 2500,
    quantita: 1,
  });

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [item('a'), item('b')], codicePromo: null }, version: 1 }),
    );
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    vi.unstubAllGlobals();
    localStorage.clear();
    document.body.innerHTML = '';
  });

  /** Mounts the English cart island, watching the Intl calls that load locale data. */
  async function mountCart(onChange: (count: number) => void) {
    const container = document.createElement('div');
    document.body.append(container);
    const intlLoads = [
      vi.spyOn(Intl, 'NumberFormat'),
      vi.spyOn(Intl, 'DateTimeFormat'),
      vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf'),
      vi.spyOn(Intl.Locale.prototype, 'maximize'),
    ];
    await act(async () => {
      mount(
        container,
        { lang: 'en', messages: islandMessages('en'), loadFailed: '', props: { codice: null } },
        onChange,
      );
    });
    return { container, intlLoads };
  }

  /** Mounts the island on the cart stored now, the shop answering with the prices it was sent. */
  async function mountEchoPriced() {
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) =>
      Response.json({
        items: (JSON.parse(String(init.body)) as { prodotti: CartItem[] }).prodotti,
      }),
    );
    // The store read the storage in the test before: it reads it again.
    await useCart.persist.rehydrate();
    return mountCart(vi.fn());
  }

  it('renders the stored cart with the server’s prices and reports every change', async () => {
    // The server's prices: 30 euros each, whatever the stored cart says.
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const { prodotti } = JSON.parse(String(init.body)) as { prodotti: CartItem[] };
      return Response.json({
        items: prodotti.map((p) => ({ ...p, prezzo: 3000, prezzo_gruppo: 3000 })),
      });
    });
    const onChange = vi.fn();
    // Prices and the locale's direction are written without loading the browser's locale data
    // (a page's first Intl number or date format, or a locale's likely subtags: README,
    // Performance), which is the cart's longest piece of work in Chromium.
    const { container, intlLoads } = await mountCart(onChange);
    await vi.waitFor(() => expect(container.textContent).toContain('€60.00'));
    expect(container.querySelector('h1')?.textContent).toBe('Cart');
    expect(container.querySelectorAll('[data-testid="cart-group"]')).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(intlLoads.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0]);
    for (const spy of intlLoads) spy.mockRestore();

    const remove = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove: Gift card"]',
    );
    expect(remove).not.toBeNull();
    await act(async () => remove?.click());
    await vi.waitFor(() => expect(container.textContent).toContain('Your cart is empty.'));
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(useCart.getState().items).toEqual([]);
  });

  it('draws the screen after reading the storage, then the summary, then its promo field, an idle time each', async () => {
    const idle = holdIdleCallbacks();
    const { container, intlLoads } = await mountEchoPriced();
    for (const spy of intlLoads) spy.mockRestore();
    // The storage is read in the start's task; the screen is drawn in the next idle time.
    expect(container.querySelector('[data-testid="cart-loading"]')).not.toBeNull();
    expect(container.querySelectorAll('[data-testid="cart-group"]')).toHaveLength(0);
    await idle.run();
    expect(container.querySelector('[data-testid="cart-loading"]')).toBeNull();
    await vi.waitFor(() =>
      expect(container.querySelectorAll('[data-testid="cart-group"]')).toHaveLength(1),
    );
    expect(container.querySelector('[data-testid="cart-to-pay"]')).toBeNull();
    expect(container.querySelector('a[href="/en/checkout"]')).toBeNull();
    expect(idle.count).toBeGreaterThan(0);

    // The summary: its totals and the checkout link, the promo field's place kept unseen.
    await idle.run();
    expect(container.querySelector('[data-testid="cart-to-pay"]')?.textContent).toContain('€50.00');
    expect(container.querySelector('a[href="/en/checkout"]')).not.toBeNull();
    const promo = container.querySelector('form');
    expect(promo).toHaveAttribute('inert');
    expect(promo).toHaveAttribute('aria-hidden', 'true');
    expect(within(container).queryByRole('textbox', { name: 'Promo code' })).toBeNull();

    // The promo field, in the place kept for it.
    await idle.run();
    expect(container.querySelector('form')).toBe(promo);
    expect(promo).not.toHaveAttribute('inert');
    expect(promo).not.toHaveAttribute('aria-hidden');
    expect(within(container).getByRole('textbox', { name: 'Promo code' })).toBeEnabled();
    expect(idle.count).toBe(0);
  });

  it('draws a cart of three products a line at a time, then the summary', async () => {
    const idle = holdIdleCallbacks();
    const products = [5970, 5971, 5972].map((id, n) => ({
      ...item(`p${n}`),
      id,
      dettaglio: `Gift card ${n + 1}`,
    }));
    localStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: products, codicePromo: null }, version: 1 }),
    );
    const { container, intlLoads } = await mountEchoPriced();
    for (const spy of intlLoads) spy.mockRestore();
    const titles = () =>
      [...container.querySelectorAll('[data-testid="cart-group"] h2')].map((h) => h.textContent);
    expect(titles()).toEqual([]);
    await idle.run();
    await vi.waitFor(() => expect(titles()).toEqual(['Gift card 1']));
    const first = container.querySelector('[data-testid="cart-group"]');
    expect(container.querySelector('a[href="/en/checkout"]')).toBeNull();

    await idle.run();
    expect(titles()).toEqual(['Gift card 1', 'Gift card 2']);
    // a line drawn stays the same element
    expect(container.querySelector('[data-testid="cart-group"]')).toBe(first);
    await idle.run();
    expect(titles()).toEqual(['Gift card 1', 'Gift card 2', 'Gift card 3']);
    expect(container.querySelector('[data-testid="cart-to-pay"]')).toBeNull();

    await idle.run();
    expect(container.querySelector('[data-testid="cart-to-pay"]')?.textContent).toContain('€75.00');
    expect(container.querySelector('form')).toHaveAttribute('inert');
    await idle.run();
    expect(container.querySelector('form')).not.toHaveAttribute('inert');
    expect(idle.count).toBe(0);

    // Once drawn, a change renders at once: the second line removed, the total with it.
    const remove = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove: Gift card 2"]',
    );
    await act(async () => remove?.click());
    await vi.waitFor(() => expect(titles()).toEqual(['Gift card 1', 'Gift card 3']));
    await vi.waitFor(() =>
      expect(container.querySelector('[data-testid="cart-to-pay"]')?.textContent).toContain(
        '€50.00',
      ),
    );
    expect(container.querySelector('form')).not.toHaveAttribute('inert');
    expect(idle.count).toBe(0);
  });

  it('writes a guided tour’s date and language without locale data either', async () => {
    const tour: CartItem = {
      key: 't',
      id: 6001,
      tipo: 'visite_guidate',
      dettaglio: 'Guided tour',
      prezzo: 1500,
      prezzo_gruppo: 1500,
      data: '202612051030',
      lingua: 'fr',
      quantita: 1,
    };
    localStorage.setItem(
      'cart',
      JSON.stringify({ state: { items: [tour], codicePromo: null }, version: 1 }),
    );
    const { container, intlLoads } = await mountEchoPriced();
    await vi.waitFor(() => expect(container.textContent).toContain('€15.00'));
    const group = container.querySelector('[data-testid="cart-group"]');
    // spec: MM/dd/yyyy in English, with the locale's word between date and time
    expect(group?.textContent).toContain('12/05/2026 at 10:30');
    expect(group?.textContent).toContain('Language: French');
    expect(intlLoads.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 0, 0]);
    for (const spy of intlLoads) spy.mockRestore();
  });
});

describe('starting an island from the page script', () => {
  const data = {
    lang: 'fr',
    messages: {},
    loadFailed: 'Le panier n’a pas pu être chargé.',
    props: {},
  };
  const page = (script: string | null, shared = '') => {
    document.body.innerHTML = `<div data-island="cart"${script ? ` data-script="${script}"` : ''}${shared ? ` data-shared="${shared}"` : ''}><p role="status">…</p></div><script type="application/json" id="${ISLAND_DATA_ID}">${serializeJsonBlock(data)}</script>`;
    return document.querySelector<HTMLElement>('[data-island]')!;
  };
  afterEach(() => {
    document.body.innerHTML = '';
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('fetches every file, evaluates the shared files first, then mounts, without loading locale data', async () => {
    const island = page('/assets/cart-abc.js', '/assets/shared-1.js /assets/shared-2.js');
    const steps: string[] = [];
    const mountIsland = vi.fn(() => steps.push('mount'));
    const preload = vi.fn((file: string) => steps.push(`fetch ${file}`));
    const load = vi.fn(async (file: string) => {
      steps.push(`evaluate ${file}`);
      return file.includes('cart') ? { mount: mountIsland } : {};
    });
    // A page's first Intl date or number format loads the browser's locale data (README,
    // Performance): starting the island asks for none.
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat');
    const numberFormats = vi.spyOn(Intl, 'NumberFormat');
    const supportedLocalesOf = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const onCartChange = vi.fn();
    sessionStorage.setItem(ISLAND_RELOAD_KEY, window.location.pathname);
    startIsland(island, onCartChange, { preload, load });
    await vi.waitFor(() => expect(mountIsland).toHaveBeenCalledOnce());
    expect(steps).toEqual([
      'fetch /assets/shared-1.js',
      'fetch /assets/shared-2.js',
      'fetch /assets/cart-abc.js',
      'evaluate /assets/shared-1.js',
      'evaluate /assets/shared-2.js',
      'evaluate /assets/cart-abc.js',
      'mount',
    ]);
    expect([dateFormats, numberFormats, supportedLocalesOf].map((spy) => spy.mock.calls)).toEqual([
      [],
      [],
      [],
    ]);
    expect(mountIsland).toHaveBeenCalledWith(island, { ...data, lang: 'fr' }, onCartChange);
    // a script that loads forgets an earlier reload
    expect(sessionStorage.getItem(ISLAND_RELOAD_KEY)).toBeNull();
  });

  it('asks for the files with modulepreload links that carry the page’s nonce', async () => {
    const island = page('/assets/cart-abc.js', '/assets/shared-1.js');
    const nonced = document.createElement('script');
    nonced.nonce = 'n0nce';
    document.head.append(nonced);
    const load = vi.fn(async () => ({ mount: vi.fn() }));
    startIsland(island, vi.fn(), { load });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(links.map((link) => [link.getAttribute('href'), link.nonce])).toEqual([
      ['/assets/shared-1.js', 'n0nce'],
      ['/assets/cart-abc.js', 'n0nce'],
    ]);
    for (const element of [...links, nonced]) element.remove();
  });

  it('reloads the path once when the script cannot be loaded, then says so', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const missing = () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const reload = vi.fn();
    // First failure: the page is reloaded (a new deployment may have replaced the script).
    let island = page('/assets/cart-abc.js');
    startIsland(island, vi.fn(), { preload: vi.fn(), load: missing, reload });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(island.querySelector('[role="alert"]')).toBeNull();
    // The reloaded page fails again: no second reload, the status becomes an alert.
    island = page('/assets/cart-abc.js');
    startIsland(island, vi.fn(), { preload: vi.fn(), load: missing, reload });
    await vi.waitFor(() => expect(island.querySelector('[role="alert"]')).not.toBeNull());
    expect(reload).toHaveBeenCalledOnce();
    expect(island.querySelector('[role="alert"]')?.textContent).toBe(data.loadFailed);
    expect(island.querySelector('[role="status"]')).toBeNull();
  });

  it('says so when the screen fails to start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const island = page('/assets/cart-abc.js');
    const mountIsland = () => {
      throw new Error('render failed');
    };
    startIsland(island, vi.fn(), {
      preload: vi.fn(),
      load: async () => ({ mount: mountIsland }),
    });
    await vi.waitFor(() =>
      expect(island.querySelector('[role="alert"]')?.textContent).toBe(data.loadFailed),
    );
  });

  it('loads nothing without a script address', () => {
    const load = vi.fn();
    startIsland(page(null), vi.fn(), { preload: load, load });
    expect(load).not.toHaveBeenCalled();
  });
});
