import { StrictMode, startTransition } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@city/design-system';
import { itemCount } from '../lib/domain/cart';
import { TranslateProvider } from '../components/Translate';
import { createTranslate } from '../lib/i18n/translate';
import type { Messages } from '../lib/i18n/merge';
import { useCart } from '../stores/cart';
import type { IslandData } from './config';

/**
 * Renders an island's screen into a React root of its own, in place of what the server rendered
 * there, with the messages sent in the page read by lib/i18n/translate.ts (not i18next);
 * `onCartChange` gets the number of items whenever the cart changes (for the header's count). Returns what stops it (the root
 * unmounted, the cart no longer followed): a page keeps its island, the unit tests stop theirs.
 */
export function renderIsland(
  container: HTMLElement,
  data: IslandData,
  onCartChange: (count: number) => void,
  screen: ReactNode,
): () => void {
  const t = createTranslate(data.lang, data.messages as Messages);
  const unsubscribe = useCart.subscribe((state, previous) => {
    if (state.items !== previous.items) onCartChange(itemCount(state.items));
  });
  const root = createRoot(container);
  // As a transition, React renders in slices and gives the main thread back between them.
  startTransition(() =>
    root.render(
      <StrictMode>
        <TranslateProvider t={t}>
          <DesignSystemProvider locale={data.lang}>{screen}</DesignSystemProvider>
        </TranslateProvider>
      </StrictMode>,
    ),
  );
  return () => {
    unsubscribe();
    root.unmount();
  };
}
