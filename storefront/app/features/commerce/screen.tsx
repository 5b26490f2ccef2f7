import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useT } from '../../components/Translate';
import { EmptyState, Link, LoadingState, PageLayout } from '@city/design-system';

/*
 * What the cart and checkout screens share, composed from the design system and without React
 * Router: they also run in React roots of their own on pages that are not hydrated (app/enhance).
 * Messages are the site's (`commerce.*`), through useT (components/Translate.tsx).
 */

export type Lang = 'it' | 'en' | 'fr';

export { useT };

/**
 * Calls `callback` in the browser's next idle time (within 200 ms), or in the next task where
 * idle callbacks are not implemented; returns what cancels it.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 200 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}

/**
 * How many of `count` parts of a screen to render: none until `start` has been rendered true,
 * then one more each time the browser has been idle since the last was drawn (whenIdle), up to
 * `count`. On the islands' Preact a render is one task, however large; this splits the first one
 * into a task per part (the cart's lines one by one, then its summary, then the summary's promo
 * field; the checkout's order form after its summary, field by field).
 */
export function useStages(start: boolean, count: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (!start || shown >= count) return undefined;
    return whenIdle(() => setShown((n) => Math.min(count, n + 1)));
  }, [start, shown, count]);
  return shown;
}

/**
 * Until the cart stored in this browser is read (the server cannot see it): a status about the
 * height of the empty state, rather than an empty list with a total of zero.
 */
export function CartReading({ title }: { title: string }) {
  const t = useT();
  return (
    <PageLayout title={title}>
      <LoadingState
        label={t('commerce.cart.loading')}
        attributes={{ 'data-testid': 'cart-loading' }}
      />
    </PageLayout>
  );
}

/** The cart or checkout with nothing in the cart: the empty state and the way back home. */
export function EmptyCart({
  title,
  lang,
  notice,
}: {
  title: string;
  lang: Lang;
  /** Said above the empty state (a held queue place that has just lapsed). */
  notice?: ReactNode;
}) {
  const t = useT();
  return (
    <PageLayout title={title}>
      {notice}
      <EmptyState
        icon="cart"
        title={t('commerce.cart.empty')}
        action={
          <Link href={`/${lang}`} appearance="button">
            {t('commerce.cart.continueShopping')}
          </Link>
        }
      />
    </PageLayout>
  );
}
