import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { HoldWatch } from '../features/queue/HoldWatch';
import type { Lang } from '../features/commerce/screen';
import type { IslandData } from './config';
import { renderIsland } from './island';

/*
 * What the islands of the purchase pages share (the product's form, purchase.tsx; the bundle's,
 * bundle.tsx): the form rendered in place of the one the server rendered, a held queue place
 * shown in the place the page left for it (`[data-hold-watch]`, PurchasePage), and the document
 * marked as taken over.
 */

/** Marks the document as taken over, as root.tsx does when a page is hydrated. */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

function PurchaseScreen({
  lang,
  holdSlot,
  children,
}: {
  lang: Lang;
  holdSlot: Element | null;
  children: ReactNode;
}) {
  return (
    <>
      {holdSlot ? createPortal(<HoldWatch lang={lang} />, holdSlot) : null}
      {children}
      <Started />
    </>
  );
}

/**
 * Renders a purchase page's form; `onCartChange` gets the number of items whenever the cart
 * changes. Returns what stops it (renderIsland).
 */
export function renderPurchaseForm(
  container: HTMLElement,
  data: IslandData,
  onCartChange: (count: number) => void,
  form: ReactNode,
): () => void {
  return renderIsland(
    container,
    data,
    onCartChange,
    <PurchaseScreen lang={data.lang} holdSlot={document.querySelector('[data-hold-watch]')}>
      {form}
    </PurchaseScreen>,
  );
}
