import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import {
  Alert,
  CartItemGroup,
  CartSummary,
  Link,
  List,
  ListItem,
  PageLayout,
} from '@city/design-system';
import type { CartSummaryProps } from '@city/design-system';
import {
  type CartGroup,
  type CartItem,
  canRemoveOne,
  cartTotals,
  groupCart,
  randomKey,
} from '../../lib/domain/cart';
import { pricingPayload } from '../../lib/domain/checkout';
import { cleanCartOnStart } from '../../lib/domain/queue';
import { promoPattern } from '../../lib/guards/cart';
import { hydrateCart, useCart } from '../../stores/cart';
import { hydrateQueue, queueManager, useQueue } from '../../stores/queue';
import { CartReading, EmptyCart, useStages, useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { HoldWatch, slotWhen } from '../queue/HoldWatch';
import { requestPricing } from './pricing';
import type { PricingAnswer } from './pricing';

/*
 * The cart (spec section 3). Its items live in this browser's storage, so the server renders the
 * reading status and the browser the rest. It imports nothing of React Router: on a first visit
 * the cart page is not hydrated and this screen runs in a React root of its own
 * (app/enhance/cart.tsx); after a client navigation from a hydrated page the route renders it.
 */

export { requestPricing } from './pricing';
export type { PricingAnswer } from './pricing';

/**
 * Every message this screen uses, as paths of the merged messages: the page that is not hydrated
 * sends only these to the browser (a unit test checks the screen asks for nothing else).
 */
export const cartMessagePaths = [
  'commerce.titles.cart',
  'commerce.cart',
  'commerce.promo',
  'commerce.lineErrors',
  'commerce.fields.language',
  'commerce.languages',
  'commerce.checkout.recipient',
  'commerce.checkout.holder',
  'commerce.hold',
] as const;

/** A slot key (yyyyMMddHHmm, city time) as the locale's date and time (spec: dates by locale). */
function slotLabel(value: CartItem['data'], lang: Lang): string | null {
  const key = value == null ? '' : String(value);
  if (!/^\d{12}$/.test(key)) return null;
  return slotWhen(key, lang);
}

/** What tells the items of a group apart: dates, languages, recipients and holders, once each. */
function groupDetails(group: CartGroup, t: ReturnType<typeof useT>, lang: Lang): string[] {
  const details = new Set<string>();
  for (const item of group.items) {
    const when = slotLabel(item.data, lang);
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

export interface CartScreenProps {
  lang: Lang;
  /** A promo code given in the address (`?codice=`), applied when the cart is first priced. */
  linkedCode: string | null;
}

export function CartScreen({ lang, linkedCode }: CartScreenProps) {
  const t = useT();
  const items = useCart((state) => state.items);
  const promo = useCart((state) => state.codicePromo);
  const calculating = useCart((state) => state.calcolando);
  // The screen is drawn in the browser's idle time after the start's reading of the storage
  // (below), in a task of its own.
  const ready = useStages(true, 1) === 1;
  const [promoError, setPromoError] = useState<string | null>(null);
  const [pricingFailed, setPricingFailed] = useState(false);
  const pending = useRef<AbortController | null>(null);
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

  /** Applies a pricing answer: an array replaces the items; a failure keeps the cart as it is. */
  const apply = (answer: PricingAnswer, requested: string | null) => {
    const cart = useCart.getState();
    cart.setCalculating(false);
    if (answer.items) {
      const byKey = new Map(cart.items.map((item) => [item.key, item]));
      cart.replaceItems(
        answer.items.map((item) => ({ ...byKey.get(item.key), ...item, quantita: 1 })),
      );
      cart.setPromo(requested ? { codice: requested } : null);
      setPromoError(null);
      setPricingFailed(false);
      return;
    }
    // Spec: only a list replaces the items; any other answer leaves the cart as it is.
    if (answer.items === null) return;
    console.error('Price calculation failed', answer.error);
    if (answer.error?.startsWith('PROMO_')) {
      setPromoError(`commerce.promo.${answer.error}`);
      if (requested && requested === cart.codicePromo?.codice) cart.setPromo(null);
    } else {
      setPricingFailed(true);
    }
  };

  /** Prices the cart on the server; a newer request replaces one still on its way. */
  const price = (codice: string | null) => {
    const cart = useCart.getState();
    cart.setCalculating(true);
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    requestPricing(lang, { prodotti: pricingPayload(cart.items), codice }, controller.signal).then(
      (answer) => {
        if (pending.current === controller) pending.current = null;
        apply(answer, codice);
      },
      () => undefined, // replaced by a newer request
    );
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
    // A pricing left unfinished by an earlier screen is not waited for.
    cart.setCalculating(false);
    const code = linkedCode ?? cart.codicePromo?.codice ?? null;
    if (useCart.getState().items.length > 0) price(code);
    return () => pending.current?.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (mutate: () => void) => {
    mutate();
    if (useCart.getState().items.length > 0) price(useCart.getState().codicePromo?.codice ?? null);
    else pending.current?.abort();
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
    return <CartReading title={t('commerce.titles.cart')} />;
  }

  if (items.length === 0) {
    return (
      <EmptyCart
        title={t('commerce.titles.cart')}
        lang={lang}
        notice={<HoldWatch lang={lang} page="cart" />}
      />
    );
  }

  const groupLabels = {
    unitPrice: t('commerce.cart.unitPrice'),
    subtotal: t('commerce.cart.discounted'),
    removeOne: t('commerce.cart.removeOne', { name: '{title}' }),
    removeGroupName: t('commerce.cart.removeAll', { name: '{title}' }),
  };
  const lines = groups.map((group) => {
    const errorCode = group.items.map((item) => lineErrors.get(item.key)).find(Boolean);
    const quantity = group.items.reduce((sum, item) => sum + Math.max(1, item.quantita), 0);
    const combo = group.items.find((item) => item.prezzo_combo != null)?.prezzo_combo;
    return (
      <ListItem key={group.key} data-testid="cart-group">
        <CartItemGroup
          headingLevel={2}
          title={group.dettaglio}
          details={groupDetails(group, t, lang)}
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
            canRemoveOne(group) ? change(() => useCart.getState().removeOne(group.key)) : undefined
          }
          onRemoveGroup={() => change(() => useCart.getState().removeGroup(group.key))}
        />
      </ListItem>
    );
  });
  const discounted = totals.totaleScontato < totals.totale;
  return (
    <PageLayout title={t('commerce.titles.cart')}>
      <HoldWatch lang={lang} page="cart" />
      {pricingFailed && !calculating ? (
        <Alert tone="error">{t('commerce.cart.pricingFailed')}</Alert>
      ) : null}
      <LinesThenSummary
        label={t('commerce.cart.items')}
        lines={lines}
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
        <Link href={`/${lang}/checkout`} appearance="button" isDisabled={calculating}>
          {t('commerce.cart.checkout')}
        </Link>
      </LinesThenSummary>
    </PageLayout>
  );
}

/** The summary's parts, a task each: the totals and checkout link, then the promo field. */
const SUMMARY_PARTS = 2;

interface LinesThenSummaryProps extends CartSummaryProps {
  /** The list's accessible name. */
  label: string;
  /** The cart's lines, a list item each. */
  lines: ReactNode[];
}

/**
 * The screen's first draw in parts (on the islands' Preact a render is one task, however large):
 * the first line with the rest of the screen, then each further line, then the summary's totals
 * with the checkout link and the promo field's place kept (CartSummary's `isPromoDeferred`), then
 * the field in that place, each in the browser's next idle time (useStages). Every part is drawn
 * below the ones before it, so nothing drawn moves. The stages are this component's own state:
 * drawing one renders it with the same line elements, which are not drawn again. Once every part
 * is drawn, later changes (a line removed, a new price) render at once.
 */
function LinesThenSummary({ label, lines, ...summary }: LinesThenSummaryProps) {
  const parts = lines.length + SUMMARY_PARTS;
  const shown = useStages(true, parts - 1) + 1;
  const summaryParts = shown - lines.length;
  return (
    <>
      <List aria-label={label}>{lines.slice(0, shown)}</List>
      {summaryParts > 0 ? (
        <CartSummary {...summary} isPromoDeferred={summaryParts < SUMMARY_PARTS} />
      ) : null}
    </>
  );
}
