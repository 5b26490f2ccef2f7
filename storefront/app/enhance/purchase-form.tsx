import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { HoldWatch } from '../features/queue/HoldWatch';
import type { Lang } from '../features/commerce/screen';
import type { IslandData, IslandFormNav } from './config';
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

/**
 * The `mount` of an island entry whose screen is one form: reads the form's values from the
 * island's data (`propsOf` throws when they are missing or malformed: the form cannot be rendered
 * without them; it also gets the server's markup, to keep what was chosen there), then renders the
 * form with renderPurchaseForm. `onChange` gets the number of items whenever the cart changes,
 * `go` opens another page (the cart, a day, the queue step). Returns what stops it (renderIsland).
 */
export function formIslandMount<P extends object>(
  propsOf: (data: IslandData, container: HTMLElement) => P,
  Form: ComponentType<P & IslandFormNav>,
) {
  return function mount(
    container: HTMLElement,
    data: IslandData,
    onChange: (count: number) => void,
    go: (url: string) => void = (url) => window.location.assign(url),
  ): () => void {
    const props = propsOf(data, container);
    return renderPurchaseForm(
      container,
      data,
      onChange,
      <Form {...props} lang={data.lang} go={go} />,
    );
  };
}
