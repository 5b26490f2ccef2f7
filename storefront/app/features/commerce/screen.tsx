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
