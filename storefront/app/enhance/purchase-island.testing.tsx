// What the unit tests of the purchase forms' islands (purchase.tsx, bundle.tsx) and of the forms
// that run without React share: the messages a form's sources ask for, the island's data as a page
// sends it, the form as the server renders it, and the island mounted into a page with a place for
// a held queue place.
import { act } from 'react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider } from '@city/design-system';
import type { CartItem } from '../lib/domain/cart';
import { registerMessages } from '../lib/i18n/instance';
import { SiteMessages } from '../components/SiteMessages';
import type { Messages } from '../lib/i18n/merge';
import { useCart } from '../stores/cart';
import { islandMessagesOf, localeMessages } from '../features/commerce/island-messages.testing';
import type { IslandData } from './config';

export type Lang = 'it' | 'en' | 'fr';

/** The message (or group of messages) at a dotted path. */
export const textAt = (messages: Messages, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);

/**
 * The message keys the sources ask for: `literal` ones (`t('a.b')`) and the groups of
 * `templated` ones (`t(\`a.b.${…}\`)`).
 */
export function messageKeysIn(sources: readonly string[]) {
  return {
    literal: sources.flatMap((source) =>
      [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1] as string),
    ),
    templated: sources.flatMap((source) =>
      [...source.matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g)].map((m) => m[1] as string),
    ),
  };
}

/** Imports of a module that must not run in an island: React Router and what needs it. */
export const routerImport = /from '(react-router|[./]+commerce\/forms|[./]+lib\/site)'/;

/** The island's data as a page sends it: the language, the form's messages and its props. */
export const islandDataWith =
  (paths: readonly string[]) =>
  (lang: Lang, props: Record<string, unknown>): IslandData => ({
    lang,
    messages: islandMessagesOf(lang, paths),
    loadFailed: 'The purchase form could not be opened.',
    props,
  });

/** A form as the server renders it (the design system not interactive), in a detached element. */
export function serverRendered(
  lang: Lang,
  paths: readonly string[],
  form: ReactElement,
): HTMLElement {
  const i18n = registerMessages(lang, islandMessagesOf(lang, paths));
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(
    // As root.tsx renders it on the server: i18next's messages.
    <SiteMessages i18n={i18n}>
      <DesignSystemProvider locale={lang} interactive={false}>
        {form}
      </DesignSystemProvider>
    </SiteMessages>,
  );
  return container;
}

/** A cart line already stored in this browser before the island starts. */
export const storedLine: CartItem = {
  key: 'old',
  id: 1,
  tipo: 'carte',
  dettaglio: 'Card',
  prezzo: 1000,
  quantita: 1,
};

/** Stores `items` as this browser's cart, as the cart store writes it. */
export function storeCart(items: CartItem[]) {
  localStorage.setItem('cart', JSON.stringify({ state: { items, codicePromo: null }, version: 1 }));
}

/** The lines of the cart stored in this browser (none without one). */
export const storedItems = () =>
  (JSON.parse(localStorage.getItem('cart') ?? '{}') as { state?: { items?: unknown[] } }).state
    ?.items ?? [];

/** The error messages a page sends its form check, in `lang` (components/FormCheck.tsx). */
export const errorsOf = (lang: Lang) => ({
  commerce: { errors: textAt(localeMessages(lang), 'commerce.errors') },
});

/** What stops the islands mounted by the test running now. */
const running: Array<() => void> = [];

/**
 * React's act() environment for the tests of a describe block, and a clean page after each: the
 * islands stopped (their listeners and timers would run on in the next test), the page emptied.
 */
export function islandTestEnvironment() {
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    act(() => {
      for (const stop of running.splice(0)) stop();
    });
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    localStorage.clear();
    document.body.innerHTML = '';
    delete document.documentElement.dataset.hydrated;
    useCart.setState({ items: [] });
  });
}

type Mount = (
  container: HTMLElement,
  data: IslandData,
  onChange: (count: number) => void,
  go: (url: string) => void,
) => () => void;

/**
 * Mounts an island into a page holding the server's disabled form and a place for a held queue
 * place; `onChange` and `go` are the island's cart count and navigation, recorded.
 */
export async function mountIsland(mount: Mount, data: IslandData) {
  const slot = document.createElement('div');
  slot.setAttribute('data-hold-watch', '');
  const container = document.createElement('div');
  container.innerHTML = '<form><fieldset disabled></fieldset><p role="status"></p></form>';
  document.body.append(slot, container);
  const onChange = vi.fn();
  const go = vi.fn();
  await act(async () => {
    running.push(mount(container, data, onChange, go));
  });
  return { container, slot, onChange, go };
}

/** What an island's message tests check: its sources ask only for messages its page sends. */
export interface IslandMessageCheck {
  /** The message paths the page sends to the island. */
  paths: readonly string[];
  /** The sources of the island's screen and of everything it renders that asks for messages. */
  sources: readonly string[];
  /** The island's entry, which must not import React Router either. */
  entry: string;
  /** Keys the sources are known to ask for (proves the key search finds them). */
  literal: readonly string[];
  /** Groups of keys the sources ask for by a template; none when empty. */
  templated: readonly string[];
  /** Keys asked for elsewhere (the form's zod schema, the errors a hook reports by key). */
  alsoStrings?: readonly string[];
  /** The most of the commerce messages the page may send, as a share (1/3 by default). */
  share?: number;
}

/** The tests of an island's messages: found, sent in every language, few, no router. */
export function describeIslandMessages(title: string, check: IslandMessageCheck) {
  describe(title, () => {
    const { literal, templated } = messageKeysIn(check.sources);

    it('finds the keys it checks', () => {
      expect(literal).toEqual(expect.arrayContaining([...check.literal]));
      if (check.templated.length === 0) expect(templated).toEqual([]);
      else expect(templated).toEqual(expect.arrayContaining([...check.templated]));
    });

    it.each(['it', 'en', 'fr'])('are all in the messages the page sends (%s)', (lang) => {
      const messages = islandMessagesOf(lang, check.paths);
      for (const key of new Set([...literal, ...(check.alsoStrings ?? [])]))
        expect(typeof textAt(messages, key), key).toBe('string');
      for (const key of new Set(templated))
        expect(typeof textAt(messages, key), key).toBe('object');
    });

    it('are a small part of the commerce messages', () => {
      const all = JSON.stringify(localeMessages('it').commerce).length;
      expect(JSON.stringify(islandMessagesOf('it', check.paths)).length).toBeLessThan(
        all * (check.share ?? 1 / 3),
      );
    });

    it('import nothing of React Router', () => {
      for (const source of [...check.sources, check.entry])
        expect(source).not.toMatch(routerImport);
    });
  });
}
