import type { ComponentType, ReactNode } from 'react';
import { islandScripts } from 'virtual:page-script';
import { ISLAND_DATA_ID, ISLAND_HOLD_ONLY, serializeJsonBlock } from '../enhance/config';
import type { IslandData, IslandFormNav } from '../enhance/config';
import { useStaticDocument } from '../lib/static-page';
import * as styles from './Island.css';

/**
 * Where a page that is not hydrated runs a screen in a React root of its own: the server renders
 * the screen's first state inside `[data-island]` and, in the document only, the address of the
 * screen's script (`data-script`), of the files it shares with the other island (`data-shared`)
 * and the data the page script hands it (app/enhance/page.ts). After a client navigation from a
 * hydrated page the route renders the same screen with React Router around it, and the data block
 * is left out.
 *
 * `empty` is what the screen shows when this browser's cart is empty. The document carries it in a
 * `<template data-island-empty>`: with nothing in the cart (and no appointment waiting in a queue)
 * the page script shows it in place of the reading status without loading the screen at all, and
 * loads the screen only if the cart fills later (another tab, a page restored from the history).
 *
 * The cart's and checkout's element is at least the first screen tall (their screens replace a
 * reading status); a purchase form's (`fullScreen={false}`) takes only the form's height: the
 * server's form is the one the island renders, so nothing moves when it starts.
 */
export function Island({
  name,
  data,
  empty,
  fullScreen = true,
  holdOnly = false,
  children,
}: {
  name: 'cart' | 'checkout' | 'purchase' | 'queue';
  data: IslandData;
  empty?: ReactNode;
  fullScreen?: boolean;
  /** The island only shows a held queue place: loaded only with a queue session (page.ts). */
  holdOnly?: boolean;
  children?: ReactNode;
}) {
  const staticDocument = useStaticDocument();
  const scripts = staticDocument ? islandScripts[name] : undefined;
  return (
    <>
      <div
        className={fullScreen ? styles.island : undefined}
        data-island={name}
        data-script={scripts?.script}
        data-shared={scripts?.shared.length ? scripts.shared.join(' ') : undefined}
        {...(holdOnly ? { [ISLAND_HOLD_ONLY]: '' } : {})}
      >
        {children}
        {staticDocument && empty ? <template data-island-empty="">{empty}</template> : null}
      </div>
      {staticDocument ? (
        <script
          type="application/json"
          id={ISLAND_DATA_ID}
          // Escaped JSON (no "<"), read by the page script; never executed.
          dangerouslySetInnerHTML={{ __html: serializeJsonBlock(data) }}
        />
      ) : null}
    </>
  );
}

/**
 * A form of a purchase page or the queue step run as an island (app/enhance/purchase-form.tsx):
 * the data block carries the page's language, the form's messages and its values, and the server
 * renders the form itself, the same one the island renders. After a client navigation from a
 * hydrated page the route renders the form here, and the next pages open as new documents, as
 * they do from the island.
 */
export function FormIsland<P extends object>({
  name,
  lang,
  data,
  props,
  Form,
}: {
  name: 'purchase' | 'queue';
  lang: IslandData['lang'];
  /** The page data's messages of the form and text for a screen that cannot be loaded. */
  data: { messages?: Record<string, unknown>; loadFailed?: string };
  props: P;
  Form: ComponentType<P & IslandFormNav>;
}) {
  return (
    <Island
      fullScreen={false}
      name={name}
      data={{
        lang,
        messages: data.messages ?? {},
        loadFailed: data.loadFailed ?? '',
        // the form's values as JSON (an interface has no index signature: P is widened)
        props: { ...props } as Record<string, unknown>,
      }}
    >
      <Form {...props} lang={lang} go={(url) => window.location.assign(url)} />
    </Island>
  );
}

/**
 * The island of a purchase page whose form runs without React (the card, the guided tour, an
 * appointment): it only shows a held queue place (HoldWatch, `app/enhance/purchase.tsx`), and is
 * loaded only when this browser may hold a queue session (page.ts). `messages` are the page data's
 * (the held place's, `commerce.hold`).
 */
export function HeldPlaceIsland({
  lang,
  messages,
}: {
  lang: IslandData['lang'];
  messages: Record<string, unknown> | undefined;
}) {
  return (
    <Island
      name="purchase"
      fullScreen={false}
      holdOnly
      data={{ lang, messages: messages ?? {}, loadFailed: '', props: {} }}
    />
  );
}
