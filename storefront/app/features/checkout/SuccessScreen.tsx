import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import {
  Alert,
  IssuedItems,
  Link,
  OrderSummary,
  PageLayout,
  Inline,
  VisuallyHidden,
  formatDate,
  formatDateTime,
  formatPrice,
  formatTime,
} from '@city/design-system';
import type { AlertTone } from '@city/design-system';
import type { Order, OrderStatusValue } from '../../lib/api/product';
import { slotKeyDate } from '../../lib/domain/queue';
import { useCart } from '../../stores/cart';
import { queueManager } from '../../stores/queue';
import { localized, useLang, useT } from '../commerce/forms';
import type { Lang } from '../commerce/forms';
import { CHECKOUT_KEY_STORAGE } from './payment';

/*
 * The order's page, where the payment provider sends the buyer back (backend/API.md, "Payment"):
 * every state a buyer can meet, each with its next step. A pending order waits for the provider's
 * notification, which may come late: the page reads the order again every 2.5 seconds and says
 * the state politely when it changes; while the payment window is open the buyer may go back to
 * the payment page. Paid: the cart of this browser is emptied. Declined or expired: the cart is
 * kept (the next attempt is a new order) and the way back to it is offered.
 */

/** How often a pending order is read again (the notification may be late). */
export const PENDING_POLL_MS = 2_500;

/** A slot key yyyyMMddHHmm (Europe/Rome wall clock) or an ISO date, as the locale's text. */
export function whenOf(value: string, lang: Lang): string {
  const day = slotKeyDate(value);
  if (day) return formatDateTime(`${day}T${value.slice(8, 10)}:${value.slice(10, 12)}`, lang);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, lang) : formatDateTime(value, lang);
}

/** What the buyer is told about an order: the words' key and tone. */
export type SuccessState = OrderStatusValue | 'left';

export function successState(order: Pick<Order, 'status'>, left: boolean): SuccessState {
  return order.status === 'pending' && left ? 'left' : order.status;
}

const stateTone: Record<SuccessState, AlertTone> = {
  paid: 'success',
  pending: 'info',
  left: 'warning',
  failed: 'warning',
  expired: 'warning',
  cancelled: 'info',
  refunded: 'info',
  review: 'info',
};

/** The payment page may be reopened while the order is pending and before its deadline. */
export function canContinuePaying(order: Order, now: number): boolean {
  const url = order.pagamento?.url;
  if (order.status !== 'pending' || !url || !/^https?:\/\//.test(url)) return false;
  const deadline = Date.parse(order.scadenza ?? order.pagamento?.scadenza ?? '');
  return Number.isNaN(deadline) || deadline > now;
}

export interface SuccessScreenProps {
  order: Order;
  /** The buyer came back from the payment page without paying (`?esito=annullato`). */
  left?: boolean;
  /** Clock, for stories and tests. */
  now?: () => number;
  /** A paid order's tickets (features/tickets), shown under the next step. */
  tickets?: ReactNode;
}

/** Reads a pending order again every 2.5 s while the page is shown. */
function usePendingPoll(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return undefined;
    const timer = window.setInterval(() => {
      if (revalidator.state === 'idle' && document.visibilityState !== 'hidden')
        void revalidator.revalidate();
    }, PENDING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [pending, revalidator]);
}

/** What this browser keeps of the checkout, settled by the order's state. */
function useSettleBrowser(order: Order, lang: Lang) {
  useEffect(() => {
    if (order.status === 'pending') return;
    // Any next attempt is a new order: its idempotency key is a new one.
    sessionStorage.removeItem(CHECKOUT_KEY_STORAGE);
    if (order.status !== 'paid') return;
    // The order is paid: the cart that made it is done, and so are its queue sessions.
    useCart.getState().clear();
    const manager = queueManager(lang);
    for (const line of order.righe)
      if (line.sessione) manager.convert(line.sessione).catch(() => undefined);
  }, [order.status, order.righe, lang]);
}

/** The text once it changed after the first render (a live region must not speak on arrival). */
function useSpokenChange(text: string): string {
  const [first] = useState(text);
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    if (text !== first) setSpoken(text);
  }, [text, first]);
  return spoken;
}

export function SuccessScreen({
  order,
  left = false,
  now = Date.now,
  tickets,
}: SuccessScreenProps) {
  const t = useT();
  const lang = useLang();
  const issued = order.emessi;
  const state = successState(order, left);
  usePendingPoll(order.status === 'pending');
  useSettleBrowser(order, lang);
  // The deadline depends on the clock: decided in the browser, so server and client agree.
  const [continuable, setContinuable] = useState(false);
  useEffect(() => setContinuable(canContinuePaying(order, now())), [order, now]);
  const deadline = order.scadenza ?? order.pagamento?.scadenza ?? null;
  const values = {
    numero: order.numero,
    time: deadline ? formatTime(deadline, lang) : '',
    amount: formatPrice(order.da_pagare, lang),
  };
  const message = `${t(`commerce.success.state.${state}`, values)}${
    state === 'pending' && deadline
      ? ` ${t('commerce.success.deadline', { time: formatDateTime(deadline, lang) })}`
      : ''
  }`;
  const spoken = useSpokenChange(message);
  const names = new Map(order.righe.map((line) => [line.id, localized(line.nome, lang)]));
  const cancelledLines = order.righe.filter((line) => line.stato === 'cancelled').length;

  const next = (() => {
    switch (state) {
      case 'pending':
      case 'left':
        return (
          <>
            {continuable && order.pagamento?.url ? (
              // the provider's page in this tab: it sends the buyer back here
              <Link href={order.pagamento.url} appearance="button" external={false}>
                {t('commerce.success.continuePaying')}
              </Link>
            ) : null}
            <Link href={`/${lang}/carrello`} variant="standalone">
              {t('commerce.success.backToCart')}
            </Link>
          </>
        );
      case 'failed':
        return (
          <Link href={`/${lang}/checkout`} appearance="button">
            {t('commerce.success.tryAgain')}
          </Link>
        );
      case 'expired':
        return (
          <Link href={`/${lang}/carrello`} appearance="button">
            {t('commerce.success.backToCart')}
          </Link>
        );
      default:
        return (
          <Link href={`/${lang}/dashboard/profilo/ordini`} variant="standalone">
            {t('commerce.success.toOrders')}
          </Link>
        );
    }
  })();

  return (
    <PageLayout title={t(`commerce.success.titles.${state}`)}>
      <div data-testid="order-state">
        <Alert tone={stateTone[state]} announce={false}>
          {message}
        </Alert>
      </div>
      {/* The state said politely when it changes (a late notification), not on arrival. */}
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {spoken}
      </VisuallyHidden>
      <Inline gap="sm" wrap align="center">
        {next}
      </Inline>
      {state === 'paid' ? tickets : null}
      <OrderSummary
        orderId={order.numero}
        status={order.status}
        createdAt={order.date_created}
        lines={order.righe.map((line) => ({
          id: String(line.id),
          title: localized(line.nome, lang),
          details: line.data ? [whenOf(line.data, lang)] : [],
          quantity: line.quantita,
          totalCents: line.totale,
          cancelled: line.stato === 'cancelled',
        }))}
        refunds={order.rimborsi.map((refund) => ({
          id: String(refund.id),
          amountCents: refund.importo + (refund.importo_carta_regalo ?? 0),
          state: refund.stato,
          date: refund.date_created ?? null,
          details: refund.righe?.length
            ? [refund.righe.map((id) => names.get(id) ?? `#${id}`).join(', ')]
            : [t('commerce.success.wholeOrder')],
        }))}
        discountCents={order.sconto_promo > 0 ? order.sconto_promo : null}
        totalCents={order.da_pagare}
        labels={{ total: t('commerce.cart.toPay'), discount: t('commerce.cart.discount') }}
      />
      {cancelledLines > 0 && order.status === 'paid' ? (
        <Alert tone="info" announce={false}>
          {t('commerce.success.linesCancelled', { count: cancelledLines })}
        </Alert>
      ) : null}
      {issued.carte_regalo?.length ? (
        <IssuedItems
          title={t('commerce.success.giftCards')}
          items={issued.carte_regalo.map((card) => ({
            id: card.codice,
            code: card.codice,
            details: [formatPrice(card.saldo, lang), ...(card.email ? [card.email] : [])],
          }))}
        />
      ) : null}
      {issued.abbonamenti?.length ? (
        <IssuedItems
          title={t('commerce.success.passes')}
          items={issued.abbonamenti.map((pass) => ({
            id: String(pass.id),
            code: pass.codice,
            details: [`${pass.first_name} ${pass.last_name}`],
          }))}
        />
      ) : null}
      {issued.prenotazioni?.length ? (
        <IssuedItems
          title={t('commerce.success.bookings')}
          items={issued.prenotazioni.map((booking) => ({
            id: String(booking.id),
            details: [
              whenOf(booking.data, lang),
              t('commerce.success.places', { count: booking.posti }),
            ],
          }))}
        />
      ) : null}
      {state !== 'paid' && state !== 'cancelled' && state !== 'refunded' && state !== 'review' ? (
        <Link href={`/${lang}/dashboard/profilo/ordini`} variant="standalone">
          {t('commerce.success.toOrders')}
        </Link>
      ) : null}
    </PageLayout>
  );
}
