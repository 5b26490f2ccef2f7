import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, data, useFetcher, useLoaderData } from 'react-router';
import { z } from 'zod';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/carrello';
import { ShopError, priceCart } from '../lib/api/product';
import { CartItemGroup, CartSummary, EmptyState, Spinner } from '@city/design-system';
import {
  type CartGroup,
  type CartItem,
  canRemoveOne,
  cartTotals,
  groupCart,
  randomKey,
} from '../lib/domain/cart';
import { pricingPayload } from '../lib/domain/checkout';
import { cleanCartOnStart } from '../lib/domain/queue';
import { promoPattern } from '../lib/guards/cart';
import { runGuards } from '../lib/guards/run.server';
import { pageMeta } from '../lib/seo/meta';
import { message, seoBase } from '../lib/seo/page.server';
import { assertSameOrigin, authMiddleware } from '../lib/session.server';
import { hydrateCart, useCart } from '../stores/cart';
import { hydrateQueue, queueManager, useQueue } from '../stores/queue';
import { Page, styles, useLang, useT } from './checkout.fields';

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['cart']);
  return {
    codice: pageUrl(args.request).searchParams.get('codice'),
    // The cart is the same page for every visitor (its items live in the browser), so it is
    // indexable with its own canonical, never one carrying a promo code (see README, SEO).
    seo: {
      ...seoBase(args.request, lang),
      title: message(lang, 'commerce.titles.cart'),
      description: message(lang, 'commerce.meta.cartDescription'),
      path: `/${lang}/carrello`,
      alternates: { it: '/it/carrello', en: '/en/carrello', fr: '/fr/carrello' },
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.seo) : [];
}

const cartItemInput = z
  .object({
    key: z.string().min(1).max(64),
    id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
    tipo: z.enum([
      'carte',
      'carte_regalate',
      'abbonamenti_athena',
      'visite_guidate',
      'appuntamenti',
    ]),
  })
  .passthrough();

const pricingBody = z.object({
  prodotti: z.array(cartItemInput).max(50),
  codice: z.string().regex(promoPattern).nullable(),
});

export interface PricingAnswer {
  items?: CartItem[];
  error?: string;
  field?: string;
  scontoPromo?: number;
}

/** Recalculates the cart on the server: every item with quantity 1, the promo code or null. */
export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['cart']);
  assertSameOrigin(args.request);
  const parsed = pricingBody.safeParse(await args.request.json().catch(() => null));
  if (!parsed.success) return data<PricingAnswer>({ error: 'INVALID_PAYLOAD' }, { status: 400 });
  try {
    const priced = await priceCart(
      args.request,
      pricingPayload(parsed.data.prodotti as unknown as CartItem[]),
      parsed.data.codice,
      lang,
    );
    return data<PricingAnswer>({
      items: (priced.items ?? undefined) as CartItem[] | undefined,
      scontoPromo: priced.scontoPromo,
    });
  } catch (error) {
    if (error instanceof ShopError) {
      return data<PricingAnswer>(
        { error: error.code ?? 'ERROR', field: error.errors[0]?.extensions.field },
        { status: error.status },
      );
    }
    console.error('Price calculation failed', error);
    return data<PricingAnswer>({ error: 'UNAVAILABLE' }, { status: 502 });
  }
}

/** A slot key (yyyyMMddHHmm, city time) as dd/mm/yyyy hh:mm. */
function slotLabel(value: CartItem['data']): string | null {
  const key = value == null ? '' : String(value);
  if (!/^\d{12}$/.test(key)) return null;
  return `${key.slice(6, 8)}/${key.slice(4, 6)}/${key.slice(0, 4)} ${key.slice(8, 10)}:${key.slice(10, 12)}`;
}

/** What tells the items of a group apart: dates, languages, recipients and holders, once each. */
function groupDetails(group: CartGroup, t: ReturnType<typeof useT>): string[] {
  const details = new Set<string>();
  for (const item of group.items) {
    const when = slotLabel(item.data);
    if (when) details.add(when);
    if (item.lingua)
      details.add(
        `${t('commerce.fields.language')}: ${t(`commerce.languages.${item.lingua}`, { defaultValue: item.lingua })}`,
      );
    if (item.email) details.add(t('commerce.checkout.recipient', { email: item.email }));
    if (item.intestatario)
      details.add(
        t('commerce.checkout.holder', {
          name: `${item.intestatario.first_name} ${item.intestatario.last_name}`,
        }),
      );
  }
  return [...details];
}

/** Appointments hold places in a queue session: the cart never adds one by itself. */
const canAddTo = (group: CartGroup) => group.tipo !== 'appuntamenti';

export default function CartPage() {
  const t = useT();
  const lang = useLang();
  const { codice: linkedCode } = useLoaderData<typeof loader>();
  const items = useCart((state) => state.items);
  const promo = useCart((state) => state.codicePromo);
  const calculating = useCart((state) => state.calcolando);
  const fetcher = useFetcher<typeof action>();
  const [ready, setReady] = useState(false);
  const [promoError, setPromoError] = useState<string | null>(null);
  const pendingPromo = useRef<string | null | undefined>(undefined);
  const groups = useMemo(() => groupCart(items), [items]);
  const totals = useMemo(() => cartTotals(items), [items]);
  const lineErrors = useMemo(
    () =>
      new Map(
        items
          .filter((item) => (item as { errore?: { code: string } }).errore)
          .map((item) => [item.key, (item as { errore?: { code: string } }).errore?.code ?? '']),
      ),
    [items],
  );

  const price = (codice: string | null) => {
    const cart = useCart.getState();
    cart.setCalculating(true);
    pendingPromo.current = codice;
    void fetcher.submit({ prodotti: pricingPayload(cart.items), codice } as never, {
      method: 'post',
      encType: 'application/json',
    });
  };

  // Start: read the stored cart and queue sessions, drop appointments whose session is gone, price the cart.
  useEffect(() => {
    hydrateCart();
    hydrateQueue();
    const manager = queueManager(lang);
    manager.start();
    manager.purge();
    const cart = useCart.getState();
    cart.replaceItems(cleanCartOnStart(cart.items, useQueue.getState().sessions, Date.now()));
    setReady(true);
    const code = linkedCode ?? cart.codicePromo?.codice ?? null;
    if (useCart.getState().items.length > 0) price(code);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Apply the pricing answer: an array replaces the items; a failure is logged and the cart kept.
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined) return;
    const answer = fetcher.data;
    const cart = useCart.getState();
    cart.setCalculating(false);
    const requested = pendingPromo.current;
    pendingPromo.current = undefined;
    if (answer.items) {
      const byKey = new Map(cart.items.map((item) => [item.key, item]));
      cart.replaceItems(
        answer.items.map((item) => ({ ...byKey.get(item.key), ...item, quantita: 1 })),
      );
      if (requested !== undefined) cart.setPromo(requested ? { codice: requested } : null);
      setPromoError(null);
      return;
    }
    console.error('Price calculation failed', answer.error);
    if (answer.error?.startsWith('PROMO_')) {
      setPromoError(`commerce.promo.${answer.error}`);
      if (requested && requested === cart.codicePromo?.codice) cart.setPromo(null);
    }
  }, [fetcher.state, fetcher.data]);

  const change = (mutate: () => void) => {
    mutate();
    if (useCart.getState().items.length > 0) price(useCart.getState().codicePromo?.codice ?? null);
  };

  const applyPromo = (code: string) => {
    if (!promoPattern.test(code)) {
      setPromoError('commerce.promo.PROMO_NOT_FOUND');
      return;
    }
    price(code);
  };

  // The server cannot see the cart (it lives in this browser's storage): until it is read, say so
  // rather than show an empty list with a total of zero.
  if (!ready) {
    return (
      <Page title={t('commerce.titles.cart')}>
        <div role="status" className={styles.cartLoading} data-testid="cart-loading">
          <Spinner decorative />
          <p>{t('commerce.cart.loading')}</p>
        </div>
      </Page>
    );
  }

  if (items.length === 0) {
    return (
      <Page title={t('commerce.titles.cart')}>
        <EmptyState
          icon="cart"
          title={t('commerce.cart.empty')}
          action={
            <Link className={styles.button} to={`/${lang}`}>
              {t('commerce.cart.continueShopping')}
            </Link>
          }
        />
      </Page>
    );
  }

  const groupLabels = {
    unitPrice: t('commerce.cart.unitPrice'),
    subtotal: t('commerce.cart.discounted'),
    removeOne: t('commerce.cart.removeOne', { name: '{title}' }),
    removeGroupName: t('commerce.cart.removeAll', { name: '{title}' }),
  };
  const discounted = totals.totaleScontato < totals.totale;
  return (
    <Page title={t('commerce.titles.cart')}>
      <ul className={styles.list} aria-label={t('commerce.cart.items')}>
        {groups.map((group) => {
          const errorCode = group.items.map((item) => lineErrors.get(item.key)).find(Boolean);
          const quantity = group.items.reduce((sum, item) => sum + Math.max(1, item.quantita), 0);
          const combo = group.items.find((item) => item.prezzo_combo != null)?.prezzo_combo;
          return (
            <li key={group.key} data-testid="cart-group">
              <CartItemGroup
                headingLevel={2}
                title={group.dettaglio}
                details={groupDetails(group, t)}
                unitCents={group.prezzoSingolo}
                comboUnitCents={combo ?? null}
                quantity={quantity}
                subtotalCents={group.totaleScontato}
                canAddOne={canAddTo(group)}
                isPending={calculating}
                error={errorCode ? t(`commerce.lineErrors.${errorCode}`) : undefined}
                labels={groupLabels}
                onAddOne={() =>
                  change(() => {
                    const last = group.items[group.items.length - 1];
                    if (last && canAddTo(group))
                      useCart.getState().add([{ ...last, key: randomKey(), quantita: 1 }]);
                  })
                }
                onRemoveOne={() =>
                  canRemoveOne(group)
                    ? change(() => useCart.getState().removeOne(group.key))
                    : undefined
                }
                onRemoveGroup={() => change(() => useCart.getState().removeGroup(group.key))}
              />
            </li>
          );
        })}
      </ul>
      <CartSummary
        totalCents={totals.totale}
        discountedTotalCents={discounted ? totals.totaleScontato : null}
        hasCombo={totals.combo}
        isPending={calculating}
        promo={{
          appliedCode: promo?.codice ?? null,
          error: promoError ? t(promoError) : null,
          isPending: calculating,
        }}
        onApplyPromo={applyPromo}
        onRemovePromo={() => {
          useCart.getState().setPromo(null);
          setPromoError(null);
          price(null);
        }}
        totalAttributes={{ 'data-testid': discounted ? 'cart-total' : 'cart-to-pay' }}
        discountedTotalAttributes={{ 'data-testid': 'cart-to-pay' }}
        labels={{
          title: t('commerce.cart.summary'),
          total: t('commerce.cart.total'),
          discountedTotal: t('commerce.cart.toPay'),
          combo: t('commerce.cart.combo'),
          recalculating: t('commerce.cart.calculating'),
          promoLabel: t('commerce.cart.promoLabel'),
          promoApply: t('commerce.cart.applyPromo'),
          promoApplied: t('commerce.cart.promoApplied', { code: '{code}' }),
          promoRemove: t('commerce.cart.removePromo', { code: '' }).trim(),
          promoRemoveName: t('commerce.cart.removePromo', { code: '{code}' }),
        }}
      >
        <Link
          className={styles.button}
          to={`/${lang}/checkout`}
          aria-disabled={calculating || undefined}
        >
          {t('commerce.cart.checkout')}
        </Link>
      </CartSummary>
    </Page>
  );
}
