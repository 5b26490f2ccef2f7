/*
 * The script of the pages that are not hydrated (home, search, agenda, content pages: see
 * lib/static-page.ts). These pages are complete HTML from the server; this script adds what needs
 * the browser: the cart count of this browser in the header, the language cookie when a language
 * is chosen, the consent banner's choices, the two configured third-party scripts and the design
 * system's enhancements (the footer's sponsor carousel), each loaded when its component comes
 * near the viewport. Pressing
 * "Customise" loads the design system's preferences dialog on demand (consent-dialog.tsx), the
 * cart and checkout pages load their screen (cart.tsx, checkout.tsx) when there is a cart to
 * show; the product purchase page's form runs without React (product-form.ts, part of this
 * script: about 0.7 KB), the guided tour's, the bundle's and the appointment's too (tour-form.ts,
 * bundle-form.ts, appointment-form.ts, each loaded on its pages only), and their island
 * (purchase.tsx) is loaded only to show a held queue place.
 *
 * It imports no React and no styles, so that these pages stay within a few kilobytes of
 * JavaScript.
 */
import { enhance } from '@city/design-system/enhance';
import { cartBadge, cartLabel, isLocale, siteHeaderMessages } from '@city/design-system/pure';
import type { ConsentChoices, Locale } from '@city/design-system/pure';
import {
  CONSENT_COOKIE,
  acceptedAll,
  grantsTagManager,
  parsePreferences,
  rejectedAll,
  serializePreferences,
} from '../lib/consent';
import type { ConsentPreferences } from '../lib/consent';
import { defaultLocale, localeCookie } from '../lib/i18n/config';
import { readCookie } from '../lib/i18n/detect';
import { A11Y_WIDGET_DELAY_MS, injectScript } from '../lib/third-party';
import {
  FORM_CHECK_MESSAGES_ID,
  ISLAND_DATA_ID,
  ISLAND_HOLD_ONLY,
  PAGE_CONFIG_ID,
  parseIslandData,
  parsePageConfig,
} from './config';
import type { IslandData } from './config';
import { cartCountOf, storedCartIsEmpty } from './cart-count';
import { enhanceAddToCart } from './add-to-cart';
import { enhanceProductForm } from './product-form';
import { CART_STORAGE_KEY } from '../lib/domain/cart';
import { QUEUE_COOKIE } from '../lib/domain/queue';

/**
 * The header's cart count and the cart link's accessible name. Words that are already there (the
 * server renders the empty cart) are not written again: a rewrite would cost the page another
 * layout while it loads.
 */
export function writeCartCount(locale: Locale, count: number): void {
  const badge = cartBadge(count);
  const label = cartLabel(siteHeaderMessages[locale], count, locale);
  const show = (selector: string, text: string) => {
    for (const element of document.querySelectorAll<HTMLElement>(selector))
      if (element.textContent !== text) element.textContent = text;
  };
  show('[data-cart-count]', badge);
  show('[data-cart-label]', label);
}

/** The same, from the cart stored by the cart store (`cart` in local storage). */
export function showCartCount(locale: Locale, stored: string | null): void {
  writeCartCount(locale, cartCountOf(stored));
}

/**
 * The header's count follows the stored cart: as the page loads, when another tab changes it,
 * and when the page comes back from the back-forward cache (the cart may have changed meanwhile).
 */
export function followStoredCart(locale: Locale): void {
  const read = () => {
    try {
      showCartCount(locale, localStorage.getItem(CART_STORAGE_KEY));
    } catch {
      // Storage may be unavailable (private modes, blocked cookies): the count stays 0.
    }
  };
  read();
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) showCartCount(locale, event.newValue);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) read();
  });
}

/** Choosing a language in the header remembers it, as on hydrated pages. */
export function rememberLanguageChoice(root: ParentNode): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('header a[lang][href]');
    if (!link) return;
    const locale = new URL((link as HTMLAnchorElement).href).pathname.split('/')[1];
    if (isLocale(locale)) document.cookie = localeCookie(locale);
  });
}

interface ConsentOptions {
  locale: Locale;
  tagManagerUrl: string;
}

/** The banner rendered by the server (hidden once a choice is stored) and the footer link. */
export function enhanceConsent({ locale, tagManagerUrl }: ConsentOptions): void {
  const root = document.querySelector<HTMLElement>('[data-consent-root]');
  if (!root) return;
  // Read when first needed: reading document.cookie asks the browser process for the cookies,
  // a wait of several milliseconds while the page loads, and the server already rendered the
  // banner as the cookie says.
  let stored: ConsentPreferences | undefined;
  const current = (): ConsentPreferences =>
    (stored ??= parsePreferences(readCookie(document.cookie, CONSENT_COOKIE)));

  const loadTagManager = () => {
    if (tagManagerUrl && grantsTagManager(current())) injectScript(tagManagerUrl, 'tag-manager');
  };
  const store = (next: ConsentPreferences) => {
    stored = next;
    document.cookie = serializePreferences(next);
    root.hidden = next.bannerClosed;
    loadTagManager();
  };
  const choices = (): ConsentChoices => {
    const { gdpr, misurazione, marketing } = current();
    return { gdpr, misurazione, marketing };
  };

  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(
      '[data-consent-choice]',
    );
    const choice = button?.dataset.consentChoice;
    if (choice === 'accept') store(acceptedAll);
    else if (choice === 'reject') store(rejectedAll);
    else if (choice === 'customise' && button) {
      button.setAttribute('aria-busy', 'true');
      void import('./consent-dialog')
        .then(({ openConsentPreferences }) =>
          openConsentPreferences({
            locale,
            initialChoices: choices(),
            opener: button,
            onSave: (chosen) => store({ bannerClosed: true, ...chosen }),
            onAcceptAll: () => store(acceptedAll),
            onRejectAll: () => store(rejectedAll),
          }),
        )
        .catch((error: unknown) => {
          console.warn('The consent preferences could not be loaded', error);
        })
        .finally(() => button.removeAttribute('aria-busy'));
    }
  });

  for (const link of document.querySelectorAll<HTMLElement>('[data-consent-reopen]')) {
    link.addEventListener('click', () => {
      store({ ...current(), bannerClosed: false });
      root.querySelector<HTMLElement>('[data-consent-choice]')?.focus();
    });
  }
  loadTagManager();
}

interface IslandModule {
  mount(container: HTMLElement, data: IslandData, onCartChange: (count: number) => void): void;
}

/** Session key: the path reloaded once because its island's script could not be loaded. */
export const ISLAND_RELOAD_KEY = 'island-reload';

/**
 * After a new deployment the page's script address may be gone: like a route chunk that fails
 * to load (spec sections 2 and 8), the path is reloaded, once; if the script fails again, the
 * page says so. True when the page is being reloaded.
 */
function reloadOnce(reload: () => void): boolean {
  try {
    const path = window.location.pathname;
    if (sessionStorage.getItem(ISLAND_RELOAD_KEY) === path) {
      sessionStorage.removeItem(ISLAND_RELOAD_KEY);
      return false;
    }
    sessionStorage.setItem(ISLAND_RELOAD_KEY, path);
  } catch {
    // Without storage there is no way to tell a second failure from the first: no reload.
    return false;
  }
  reload();
  return true;
}

interface IslandLoader {
  /** Fetches a file without evaluating it. */
  preload?: (file: string) => void;
  /** Imports (and so evaluates) a file. */
  load?: (file: string) => Promise<unknown>;
  reload?: () => void;
}

/** A `<link rel="modulepreload">` with the page's nonce, which the CSP asks of scripts. */
function modulePreload(file: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = file;
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) link.nonce = nonce;
  document.head.append(link);
}

const nextTask = () => new Promise<void>((done) => setTimeout(done, 0));

/**
 * The screen of a `[data-island]` element, in a React root of its own, from the script its
 * `data-script` names and the files it shares with the other island (`data-shared`, see
 * vite.config.ts). All are asked for first (a modulepreload link each), then the shared files are
 * evaluated, then the screen's script, then the screen is mounted, each step in a task of its own, so that no long task evaluates it
 * all (README, Performance). If a script cannot be loaded the path is
 * reloaded once; if it still cannot, or the screen fails to start, the status the server rendered
 * says so instead of waiting forever.
 */
export function startIsland(
  island: HTMLElement,
  onCartChange: (count: number) => void,
  {
    preload = modulePreload,
    load = (file) => import(/* @vite-ignore */ file),
    reload = () => window.location.reload(),
  }: IslandLoader = {},
): void {
  const script = island.dataset.script;
  const shared = island.dataset.shared?.split(' ').filter(Boolean) ?? [];
  const data = parseIslandData(document.getElementById(ISLAND_DATA_ID)?.textContent);
  if (!script || !data) return;
  const failed = (error: unknown) => {
    console.warn('The page could not be loaded', error);
    // The island's last status: a purchase form's own, after its fields (a calendar's status
    // above it says what was chosen).
    const status = Array.from(island.querySelectorAll('[role="status"]')).at(-1);
    if (status && data.loadFailed) {
      status.setAttribute('role', 'alert');
      status.textContent = data.loadFailed;
    }
  };
  const loaded = (async () => {
    // A link each task: adding one costs the document a few milliseconds (more for the first).
    for (const file of [...shared, script]) {
      preload(file);
      await nextTask();
    }
    for (const file of shared) {
      await load(file);
      await nextTask();
    }
    return (await load(script)) as IslandModule;
  })();
  loaded.then(
    async (module) => {
      try {
        sessionStorage.removeItem(ISLAND_RELOAD_KEY);
      } catch {
        // nothing to forget without storage
      }
      // Mounted in a task of its own, not in the one that evaluated the script.
      await nextTask();
      try {
        module.mount(island, data, onCartChange);
      } catch (error) {
        failed(error);
      }
    },
    (error: unknown) => {
      if (!reloadOnce(reload)) failed(error);
    },
  );
}

/**
 * Whether the queue store's cookie may hold a session (an appointment waiting in a queue, which
 * the cart screen keeps an eye on). Anything unreadable may.
 */
export function holdsQueueSessions(cookies: string): boolean {
  const stored = readCookie(cookies, QUEUE_COOKIE);
  if (!stored) return false;
  try {
    const sessions = (JSON.parse(stored) as { state?: { sessions?: unknown } } | null)?.state
      ?.sessions;
    return !(sessions && typeof sessions === 'object' && Object.keys(sessions).length === 0);
  } catch {
    return true;
  }
}

interface IslandStart {
  /** Loads and mounts the island's screen (startIsland); called at most once. */
  begin: () => void;
  /** The stored cart; throws when storage cannot be read. */
  readCart: () => string | null;
  /** The document's cookies, read only when the answer depends on them. */
  readCookies: () => string;
}

/**
 * The cart or checkout island of a page. With nothing in this browser's cart (and, on the cart,
 * no appointment waiting in a queue) its screen would only say that the cart is empty: the page
 * shows the empty state the server wrote in the island's `<template data-island-empty>` and loads
 * no screen, which spares the visitor React and the screen's script.
 * The screen is loaded if the cart fills afterwards: in another tab (a storage event) or while
 * the page waited in the back-forward cache. In every other case, storage that cannot be read
 * included, the screen is loaded at once. An island that only watches a held queue place
 * (`data-island-hold`) is loaded only when the queue's cookie may hold a session. Returns whether
 * the empty state is shown.
 */
export function enhanceIsland(
  island: HTMLElement,
  { begin, readCart, readCookies }: IslandStart,
): boolean {
  let begun = false;
  const once = () => {
    if (begun) return;
    begun = true;
    begin();
  };
  if (island.hasAttribute(ISLAND_HOLD_ONLY)) {
    // A held queue place is all it would show: nothing to load without a queue session.
    let holds: boolean;
    try {
      holds = holdsQueueSessions(readCookies());
    } catch {
      holds = true;
    }
    if (holds) once();
    return false;
  }
  const template = island.querySelector<HTMLTemplateElement>(
    ':scope > template[data-island-empty]',
  );
  let empty: boolean;
  try {
    empty =
      !!template &&
      storedCartIsEmpty(readCart()) &&
      !(island.dataset.island === 'cart' && holdsQueueSessions(readCookies()));
  } catch {
    empty = false;
  }
  if (!template || !empty) {
    once();
    return false;
  }
  island.replaceChildren(template.content.cloneNode(true));
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY && !storedCartIsEmpty(event.newValue)) once();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    try {
      if (!storedCartIsEmpty(readCart())) once();
    } catch {
      // storage that could be read when the page loaded: nothing new to tell
    }
  });
  return true;
}

interface FormCheckModule {
  isFormCheckName(name: string | undefined): boolean;
  checkForm(form: HTMLFormElement, name: string, messages: Record<string, unknown>): () => void;
}

/**
 * Forms marked `data-form-check` (login, registration, password, profile…) are checked in the
 * browser once the visitor starts on them: the check (form-check.ts, with zod) is loaded on the
 * form's first focus or press, not with the page. Until it has loaded, and if it cannot, the form
 * is sent as it is and the route's action checks it.
 */
export function enhanceFormChecks(
  root: ParentNode,
  load: () => Promise<FormCheckModule> = () => import('./form-check') as Promise<FormCheckModule>,
): void {
  const forms = Array.from(root.querySelectorAll<HTMLFormElement>('form[data-form-check]'));
  if (forms.length === 0) return;
  let messages: Record<string, unknown> = {};
  try {
    const raw = document.getElementById(FORM_CHECK_MESSAGES_ID)?.textContent;
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') messages = parsed as Record<string, unknown>;
  } catch {
    // Without the messages the check would show keys: the server checks the form alone.
    return;
  }
  for (const form of forms) {
    const begin = () => {
      form.removeEventListener('focusin', begin);
      form.removeEventListener('pointerdown', begin);
      load().then(
        (module) => {
          const name = form.dataset.formCheck;
          if (module.isFormCheckName(name)) module.checkForm(form, name!, messages);
        },
        (error: unknown) => console.warn('The form check could not be loaded', error),
      );
    };
    form.addEventListener('focusin', begin);
    form.addEventListener('pointerdown', begin);
  }
}

/**
 * A form the server sent back with fields in error (a refused submission without the browser's
 * check): the focus goes to its first field in error, in document order, as it does when the
 * browser's check refuses it. The error lines are named by each field's aria-describedby.
 */
export function focusFirstError(root: ParentNode): HTMLElement | null {
  const field = root.querySelector<HTMLElement>(
    'form input[aria-invalid="true"], form textarea[aria-invalid="true"], form select[aria-invalid="true"]',
  );
  field?.focus();
  return field;
}

/**
 * A form marked `data-auto-submit` (the SSO callback) is sent once as the page loads; without
 * script the visitor presses its button.
 */
export function autoSubmit(root: ParentNode): void {
  const form = root.querySelector<HTMLFormElement>('form[data-auto-submit]');
  if (!form || form.dataset.autoSubmitted) return;
  form.dataset.autoSubmitted = 'true';
  form.requestSubmit();
}

function start(): void {
  const config = parsePageConfig(document.getElementById(PAGE_CONFIG_ID)?.textContent);
  const lang = document.documentElement.dataset.locale;
  const locale: Locale = isLocale(lang) ? lang : defaultLocale;
  followStoredCart(locale);
  const island = document.querySelector<HTMLElement>('[data-island]');
  // The island's script (about 115 KB) is asked for once the first screen is painted: fetched
  // earlier, it competes with the stylesheet, the fonts and the first picture on a slow network.
  if (island)
    enhanceIsland(island, {
      begin: () =>
        requestAnimationFrame(() =>
          setTimeout(() => startIsland(island, (count) => writeCartCount(locale, count)), 0),
        ),
      readCart: () => localStorage.getItem(CART_STORAGE_KEY),
      readCookies: () => document.cookie,
    });
  rememberLanguageChoice(document);
  enhanceConsent({ locale, tagManagerUrl: config.tagManagerUrl });
  focusFirstError(document);
  enhanceFormChecks(document);
  // The product purchase form (a card, a gift card, a pass) runs without React (product-form.ts).
  const productForm = document.querySelector<HTMLFormElement>('form[data-product-form]');
  if (productForm) enhanceProductForm(productForm);
  // The guided tour's, the bundle's and an appointment day's forms run without React too, each
  // from a file of its own (tour-form.ts, bundle-form.ts, appointment-form.ts), asked for once
  // the first screen is painted: fetched at once, it competed with the page's first picture.
  const runForm = (selector: string, load: () => Promise<(form: HTMLFormElement) => unknown>) => {
    const form = document.querySelector<HTMLFormElement>(selector);
    if (!form) return;
    requestAnimationFrame(() =>
      setTimeout(() => {
        load()
          .then((run) => run(form))
          .catch((error: unknown) => console.warn(`${selector} could not be run`, error));
      }, 0),
    );
  };
  runForm('form[data-tour-form]', () => import('./tour-form').then((m) => m.enhanceTourForm));
  runForm('form[data-bundle-form]', () => import('./bundle-form').then((m) => m.enhanceBundleForm));
  runForm('form[data-appointment-form]', () =>
    import('./appointment-form').then((m) => m.enhanceAppointmentForm),
  );
  enhanceAddToCart(document);
  autoSubmit(document);
  // After the first paint, each as its component comes near the viewport: a first screen
  // without one fetches nothing more.
  enhance(document);
  if (config.a11yWidgetUrl)
    window.setTimeout(
      () => injectScript(config.a11yWidgetUrl, 'a11y-widget'),
      A11Y_WIDGET_DELAY_MS,
    );
}

if (typeof document !== 'undefined' && document.getElementById(PAGE_CONFIG_ID)) start();
