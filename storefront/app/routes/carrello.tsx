import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, data, useFetcher, useLoaderData } from 'react-router';
import { z } from 'zod';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/carrello';
import { ShopError, priceCart } from '../lib/api/product';
import { type CartItem, canRemoveOne, cartTotals, groupCart } from '../lib/domain/cart';
import { pricingPayload } from '../lib/domain/checkout';
import { cleanCartOnStart } from '../lib/domain/queue';
import { promoPattern } from '../lib/guards/cart';
import { runGuards } from '../lib/guards/run.server';
import { pageMeta } from '../lib/seo/meta';
import { message, seoBase } from '../lib/seo/page.server';
import { assertSameOrigin, authMiddleware } from '../lib/session.server';
import { hydrateCart, useCart } from '../stores/cart';
import { hydrateQueue, queueManager, useQueue } from '../stores/queue';
import { FormMessage, Page, Price, TextField, styles, useLang, useT } from './checkout.fields';

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

export default function CartPage() {
  const t = useT();
  const lang = useLang();
  const { codice: linkedCode } = useLoaderData<typeof loader>();
  const items = useCart((state) => state.items);
  const promo = useCart((state) => state.codicePromo);
  const calculating = useCart((state) => state.calcolando);
  const fetcher = useFetcher<typeof action>();
  const [ready, setReady] = useState(false);
  const [promoInput, setPromoInput] = useState('');
  const [promoError, setPromoError] = useState<string | null>(null);
  const [promoNotice, setPromoNotice] = useState<string | null>(null);
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
    if (linkedCode) setPromoInput(linkedCode);
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
      if (requested !== undefined) {
        cart.setPromo(requested ? { codice: requested } : null);
        if (requested && requested !== cart.codicePromo?.codice)
          setPromoNotice('commerce.cart.promoApplied');
      }
      setPromoError(null);
      return;
    }
    console.error('Price calculation failed', answer.error);
    if (answer.error?.startsWith('PROMO_')) {
      setPromoError(`commerce.promo.${answer.error}`);
      setPromoNotice(null);
      if (requested && requested === cart.codicePromo?.codice) cart.setPromo(null);
    }
  }, [fetcher.state, fetcher.data]);

  const change = (mutate: () => void) => {
    mutate();
    if (useCart.getState().items.length > 0) price(useCart.getState().codicePromo?.codice ?? null);
  };

  const applyPromo = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = promoInput.trim();
    if (!promoPattern.test(code)) {
      setPromoError('commerce.promo.PROMO_NOT_FOUND');
      return;
    }
    setPromoNotice(null);
    price(code);
  };

  if (ready && items.length === 0) {
    return (
      <Page title={t('commerce.titles.cart')}>
        <p>{t('commerce.cart.empty')}</p>
        <Link to={`/${lang}`}>{t('commerce.cart.continueShopping')}</Link>
      </Page>
    );
  }

  return (
    <Page title={t('commerce.titles.cart')}>
      <div aria-live="polite" className={styles.hint}>
        {calculating ? t('commerce.cart.calculating') : ''}
      </div>
      <ul className={styles.list} aria-label={t('commerce.cart.items')}>
        {groups.map((group) => {
          const errorCode = group.items.map((item) => lineErrors.get(item.key)).find(Boolean);
          return (
            <li key={group.key} className={styles.card} data-testid="cart-group">
              <div className={styles.row}>
                <h2>{group.dettaglio}</h2>
                <span>{t('commerce.cart.count', { count: group.items.length })}</span>
              </div>
              <dl className={styles.row}>
                <div>
                  <dt>{t('commerce.cart.unitPrice')}</dt>
                  <dd>
                    <Price cents={group.prezzoSingolo} />
                  </dd>
                </div>
                <div>
                  <dt>{t('commerce.cart.total')}</dt>
                  <dd>
                    <Price cents={group.totale} />
                  </dd>
                </div>
                {group.totaleScontato !== group.totale ? (
                  <div>
                    <dt>{t('commerce.cart.discounted')}</dt>
                    <dd>
                      <Price cents={group.totaleScontato} />
                    </dd>
                  </div>
                ) : null}
              </dl>
              {group.combo ? <p>{t('commerce.cart.combo')}</p> : null}
              {errorCode ? (
                <FormMessage tone="error">{t(`commerce.lineErrors.${errorCode}`)}</FormMessage>
              ) : null}
              <div className={styles.row}>
                {canRemoveOne(group) ? (
                  <button
                    type="button"
                    className={styles.secondaryButton}
                    onClick={() => change(() => useCart.getState().removeOne(group.key))}
                  >
                    {t('commerce.cart.removeOne', { name: group.dettaglio })}
                  </button>
                ) : null}
                <button
                  type="button"
                  className={styles.secondaryButton}
                  onClick={() => change(() => useCart.getState().removeGroup(group.key))}
                >
                  {t('commerce.cart.removeAll', { name: group.dettaglio })}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <form className={styles.form} noValidate onSubmit={applyPromo}>
        <TextField
          label={t('commerce.cart.promoLabel')}
          name="codice"
          value={promoInput}
          autoComplete="off"
          onChange={(event) => setPromoInput(event.target.value)}
          error={promoError ?? undefined}
        />
        <div className={styles.row}>
          <button type="submit" className={styles.secondaryButton}>
            {t('commerce.cart.applyPromo')}
          </button>
          {promo ? (
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => {
                useCart.getState().setPromo(null);
                setPromoInput('');
                setPromoNotice(null);
                price(null);
              }}
            >
              {t('commerce.cart.removePromo', { code: promo.codice })}
            </button>
          ) : null}
        </div>
        <FormMessage tone="notice">
          {promoNotice && promo ? t(promoNotice, { code: promo.codice }) : null}
        </FormMessage>
      </form>
      <section aria-labelledby="cart-summary" className={styles.card}>
        <h2 id="cart-summary">{t('commerce.cart.summary')}</h2>
        <dl>
          <dt>{t('commerce.cart.total')}</dt>
          <dd data-testid="cart-total">
            <Price cents={totals.totale} />
          </dd>
          {totals.sconto > 0 ? (
            <>
              <dt>{t('commerce.cart.discount')}</dt>
              <dd>
                <Price cents={totals.sconto} />
              </dd>
            </>
          ) : null}
          <dt>{t('commerce.cart.toPay')}</dt>
          <dd data-testid="cart-to-pay">
            <Price cents={totals.totaleScontato} />
          </dd>
        </dl>
        <Link
          className={styles.button}
          to={`/${lang}/checkout`}
          aria-disabled={calculating || undefined}
        >
          {t('commerce.cart.checkout')}
        </Link>
      </section>
    </Page>
  );
}
