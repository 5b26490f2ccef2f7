import { createContext, memo, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { Control, Resolver } from 'react-hook-form';
import {
  Alert,
  Button,
  CartSummary,
  Checkbox,
  CheckoutLines,
  EmailField,
  Form,
  Link,
  LoadingState,
  PageLayout,
  Text,
  TextField,
} from '@city/design-system';
import { cartTotals, discountedPrice } from '../../lib/domain/cart';
import type { CartItem } from '../../lib/domain/cart';
import { groupForCheckout, orderLines, pricingPayload } from '../../lib/domain/checkout';
import type { checkoutSchema } from '../../lib/domain/checkout.schemas';
import { hydrateCart, useCart } from '../../stores/cart';
import { requestPricing } from '../cart/pricing';
import { HoldWatch } from '../queue/HoldWatch';
import { CHECKOUT_KEY_STORAGE } from './payment';
import { CartReading, EmptyCart, useStages, useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import * as styles from './CheckoutScreen.css';

/*
 * The checkout (spec section 3): the order's summary from the cart in this browser's storage,
 * priced again by the shop before any total is shown, and the order form (email, gift card,
 * terms), validated in the browser and again by the server, which places the order through
 * `/{lang}/checkout/ordine` (routes/checkout.ordine.ts). No card data: a pending order opens the
 * payment provider's page, which sends the buyer back to the order's page. It imports nothing of
 * React Router: on a first visit the checkout page is not hydrated and this screen runs in a
 * React root of its own (app/enhance/checkout.tsx); after a client navigation the route renders it.
 */

type Values = z.input<typeof checkoutSchema>;
type Checked = z.output<typeof checkoutSchema>;

let validator: Promise<Resolver<Values, unknown, Checked>> | undefined;

/**
 * The form's check (zod through react-hook-form's resolver) is loaded when the visitor first
 * reaches the form, not with the page: zod is a fifth of the checkout's JavaScript and nothing is
 * checked before a field is left. If it cannot be loaded, the form goes to the server, which
 * checks every value again and answers field by field.
 */
const loadValidator = () =>
  (validator ??= import('../../lib/domain/checkout.validator').then((m) => m.checkoutResolver));

/** Starts loading the check as soon as a field gets the focus, so that it is there on leaving it. */
const prefetchValidator = () => void loadValidator().catch(() => undefined);

const checkoutResolver: Resolver<Values, unknown, Checked> = async (values, context, options) => {
  try {
    return await (
      await loadValidator()
    )(values, context, options);
  } catch (error) {
    console.warn('The form check could not be loaded: the server checks the form', error);
    validator = undefined;
    return { values: values as unknown as Checked, errors: {} };
  }
};

/** What the order endpoint answers. */
export interface CheckoutAnswer {
  order?: { id: string; token?: string };
  /** The payment provider's page of a pending order. */
  payment?: string;
  error?: string;
  lines?: Array<{ key?: string; code: string }>;
  fieldErrors?: Record<string, string>;
  retryWithNewKey?: boolean;
}

export interface OrderRequest {
  idempotencyKey: string;
  prodotti: CartItem[] | unknown[];
  codice: string | null;
  values: Record<string, unknown>;
}

/** Sends the order; a failure of the network or of the server is an answer too (the cart stays). */
export async function requestOrder(lang: Lang, body: OrderRequest): Promise<CheckoutAnswer> {
  try {
    const response = await fetch(`/${lang}/checkout/ordine`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => null)) as CheckoutAnswer | null;
    if (
      answer &&
      typeof answer === 'object' &&
      (answer.order || answer.error || answer.fieldErrors)
    )
      return answer;
    return { error: 'UNAVAILABLE' };
  } catch {
    return { error: 'UNAVAILABLE' };
  }
}

/** Every message this screen uses, as paths of the merged messages (see cartMessagePaths). */
export const checkoutMessagePaths = [
  'commerce.titles.checkout',
  'commerce.checkout',
  'commerce.cart',
  'commerce.lineErrors',
  'commerce.orderErrors',
  'commerce.fields.email',
  'commerce.fields.giftCardCode',
  'commerce.fields.terms',
  'commerce.errors',
  'commerce.hold',
] as const;

function newKey(): string {
  return `ck-${globalThis.crypto.randomUUID()}`;
}

/** The cart as the shop priced it: the state of the checkout's summary. */
type Pricing = 'pending' | 'priced' | 'failed';

export interface CheckoutScreenProps {
  lang: Lang;
  /** The signed-in visitor's address, the form's first value. */
  email: string;
  /** Opens the page of a placed order. */
  go: (url: string) => void;
}

export function CheckoutScreen({ lang, email, go }: CheckoutScreenProps) {
  const t = useT();
  const items = useCart((state) => state.items);
  const promo = useCart((state) => state.codicePromo);
  const [answer, setAnswer] = useState<CheckoutAnswer | undefined>();
  const [sending, setSending] = useState(false);
  // The screen is drawn in the browser's idle time after the start's reading of the storage
  // (below), in a task of its own.
  const ready = useStages(true, 1) === 1;
  // The order form is rendered after the summary, a field per task (on the islands' Preact a
  // render is one task, and the summary is what the first screen shows on a phone): the form
  // with its email, the gift card, then the terms with the pay button.
  const formParts = useStages(ready, ORDER_FORM_PARTS);
  const [pricing, setPricing] = useState<Pricing>('pending');
  const [pricingError, setPricingError] = useState<string | null>(null);
  const idempotencyKey = useRef<string>('');
  const groups = useMemo(() => groupForCheckout(items), [items]);
  const totals = useMemo(() => cartTotals(items), [items]);

  /**
   * Prices the stored cart with the shop (the same endpoint as the cart): the summary and the pay
   * button wait for it, so that no total read from this browser's storage is shown as final.
   */
  const price = () => {
    setPricing('pending');
    const cart = useCart.getState();
    const codice = cart.codicePromo?.codice ?? null;
    void requestPricing(lang, { prodotti: pricingPayload(cart.items), codice }).then((priced) => {
      if (priced.items) {
        const byKey = new Map(useCart.getState().items.map((item) => [item.key, item]));
        useCart
          .getState()
          .replaceItems(
            priced.items.map((item) => ({ ...byKey.get(item.key), ...item, quantita: 1 })),
          );
        setPricingError(null);
        setPricing('priced');
        return;
      }
      console.error('Price calculation failed', priced.error);
      setPricingError(
        priced.error?.startsWith('PROMO_') ? `commerce.orderErrors.${priced.error}` : null,
      );
      setPricing('failed');
    });
  };

  // The queue's sessions (a cookie, whose first read is slow) are read by HoldWatch, in a task of
  // their own after the summary is drawn.
  useEffect(() => {
    hydrateCart();
    idempotencyKey.current = sessionStorage.getItem(CHECKOUT_KEY_STORAGE) ?? newKey();
    sessionStorage.setItem(CHECKOUT_KEY_STORAGE, idempotencyKey.current);
    if (useCart.getState().items.length > 0) price();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /**
   * What follows the server's answer: the payment provider's page for a pending order (the cart
   * stays until the order is paid, and the key too, so that coming back and paying again opens
   * the same order), the order's page when nothing was due, or a new key where a retry needs one.
   */
  const settle = (answer: CheckoutAnswer) => {
    if (answer.order && answer.payment) {
      go(answer.payment);
      return;
    }
    if (answer.order) {
      sessionStorage.removeItem(CHECKOUT_KEY_STORAGE);
      useCart.getState().clear();
      const token = answer.order.token ? `?token=${encodeURIComponent(answer.order.token)}` : '';
      go(`/${lang}/checkout/success/${answer.order.id}${token}`);
      return;
    }
    setSending(false);
    setAnswer(answer);
    if (answer.retryWithNewKey) {
      idempotencyKey.current = newKey();
      sessionStorage.setItem(CHECKOUT_KEY_STORAGE, idempotencyKey.current);
    }
  };

  const onValid = async (values: Checked) => {
    setSending(true);
    settle(
      await requestOrder(lang, {
        idempotencyKey: idempotencyKey.current,
        prodotti: orderLines(items),
        codice: promo?.codice ?? null,
        values: { ...values, termini: values.termini ? 'on' : '' },
      }),
    );
  };

  // The form keeps one handler for good (it is not drawn again for a new one); it sends the
  // cart as it is when the buyer pays.
  const latestOnValid = useRef(onValid);
  latestOnValid.current = onValid;
  const [submit] = useState(() => (values: Checked) => latestOnValid.current(values));

  // The order is the cart in this browser's storage: until it is read, say so (and offer no form
  // that could be sent before the screen runs).
  if (!ready) {
    return <CartReading title={t('commerce.titles.checkout')} />;
  }

  if (items.length === 0) {
    return (
      <EmptyCart
        title={t('commerce.titles.checkout')}
        lang={lang}
        notice={<HoldWatch lang={lang} page="checkout" />}
      />
    );
  }

  const lineErrors = new Map<string | undefined, string>(
    items
      .filter((item) => (item as { errore?: { code: string } }).errore)
      .map((item) => [item.key, (item as { errore?: { code: string } }).errore?.code ?? 'ERROR']),
  );
  // a line the shop's pricing refuses cannot be paid; one the order refused may be sent again
  const refused = pricing === 'priced' && lineErrors.size > 0;
  for (const entry of answer?.lines ?? []) lineErrors.set(entry.key, entry.code);
  const priced = pricing === 'priced';
  const pending = pricing === 'pending';
  return (
    <PageLayout title={t('commerce.titles.checkout')}>
      <HoldWatch lang={lang} page="checkout" />
      {pricing === 'failed' ? (
        <>
          <Alert tone="error">{t(pricingError ?? 'commerce.checkout.pricingFailed')}</Alert>
          <Button variant="secondary" onPress={price}>
            {t('commerce.checkout.priceAgain')}
          </Button>
          <Link href={`/${lang}/carrello`} variant="standalone">
            {t('commerce.checkout.editCart')}
          </Link>
        </>
      ) : (
        // One element in both states, so that the prices' coming changes the summary in place
        // rather than drawing it anew.
        <div className={styles.pending}>
          {/* While the shop prices the cart: the summary's box, laid out without any amount. */}
          <div
            className={pending ? styles.placeholder : styles.summary}
            aria-hidden={pending || undefined}
            inert={pending || undefined}
          >
            <CheckoutLines
              labels={{ title: t('commerce.checkout.summary') }}
              lineAttributes={priced ? { 'data-testid': 'checkout-line' } : undefined}
              lines={groups.map((group) => {
                const code = group.keys.map((key) => lineErrors.get(key)).find(Boolean);
                const { item } = group;
                return {
                  id: group.key,
                  title: item.dettaglio,
                  quantity: group.quantita,
                  // without the shop's prices every amount is left at zero: no stored price is written
                  totalCents: priced ? discountedPrice(item) * group.quantita : 0,
                  originalCents: priced ? item.prezzo * group.quantita : null,
                  kind: item.prezzo_combo != null ? 'combo' : 'single',
                  details: [
                    item.email ? t('commerce.checkout.recipient', { email: item.email }) : null,
                    item.intestatario
                      ? t('commerce.checkout.holder', {
                          name: `${item.intestatario.first_name} ${item.intestatario.last_name}`,
                        })
                      : null,
                  ].filter((detail): detail is string => !!detail),
                  error: priced && code ? t(`commerce.lineErrors.${code}`) : undefined,
                };
              })}
            />
            <CartSummary
              totalCents={priced ? totals.totale : 0}
              discountedTotalCents={
                priced && totals.totaleScontato < totals.totale ? totals.totaleScontato : null
              }
              hasCombo={totals.combo}
              promo={{ appliedCode: promo?.codice ?? null }}
              labels={{
                title: t('commerce.cart.summary'),
                total: t('commerce.cart.total'),
                discountedTotal: t('commerce.cart.toPay'),
                combo: t('commerce.cart.combo'),
              }}
            >
              <Link href={`/${lang}/carrello`} variant="standalone">
                {t('commerce.checkout.editCart')}
              </Link>
            </CartSummary>
          </div>
          {pending ? (
            <LoadingState
              label={t('commerce.cart.calculating')}
              className={styles.status}
              attributes={{ 'data-testid': 'checkout-pricing' }}
            />
          ) : null}
        </div>
      )}
      {refused && !answer?.lines?.length ? (
        <Alert tone="error">{t('commerce.orderErrors.CHECKOUT_REJECTED')}</Alert>
      ) : null}
      {answer?.error && !answer.lines?.length ? (
        <Alert tone="error">
          {t(`commerce.orderErrors.${answer.error}`, {
            defaultValue: t('commerce.orderErrors.ERROR'),
          })}
        </Alert>
      ) : null}
      {answer?.lines?.length ? (
        <Alert tone="error">{t('commerce.orderErrors.CHECKOUT_REJECTED')}</Alert>
      ) : null}
      <Text>{t('commerce.checkout.paymentPage')}</Text>
      {formParts > 0 ? (
        <PayState.Provider value={payState(priced && !refused, sending)}>
          <OrderForm
            email={email}
            fieldErrors={answer?.fieldErrors}
            onValid={submit}
            parts={formParts}
          />
        </PayState.Provider>
      ) : null}
    </PageLayout>
  );
}

/** Whether the order can be paid and is being sent: the pay button's state. */
interface Pay {
  canPay: boolean;
  sending: boolean;
}

const payStates: Record<string, Pay> = {};
/** One object per state, so that the button is drawn again only when its state changes. */
const payState = (canPay: boolean, sending: boolean): Pay =>
  (payStates[`${canPay} ${sending}`] ??= { canPay, sending });

/**
 * The pay button's state, given to the button alone: when the prices come (or the order is being
 * sent) only the button is drawn again, not the form and its fields.
 */
const PayState = createContext<Pay>(payState(false, false));

function PayButton() {
  const t = useT();
  const { canPay, sending } = useContext(PayState);
  return (
    <Button type="submit" isPending={sending} isDisabled={!canPay}>
      {t('commerce.checkout.pay')}
    </Button>
  );
}

interface OrderFormProps {
  /** The form's first address (the signed-in visitor's). */
  email: string;
  /** The server's answer, field by field (message keys). */
  fieldErrors: Record<string, string> | undefined;
  onValid: (values: Checked) => Promise<void>;
  /** How many of its parts are drawn (ORDER_FORM_PARTS): the button comes with the last. */
  parts: number;
}

/** The order form's parts, drawn a task each: the email, the gift card, the terms and button. */
const ORDER_FORM_PARTS = 3;

/** The order form: email, gift card, terms and the pay button (PayState). */
const OrderForm = memo(function OrderForm({ email, fieldErrors, onValid, parts }: OrderFormProps) {
  const form = useForm<Values, unknown, Checked>({
    resolver: checkoutResolver,
    mode: 'onTouched',
    defaultValues: { email, carta_regalo: '', termini: false },
  });
  return (
    <Form
      method="post"
      validationBehavior="aria"
      onSubmit={form.handleSubmit(onValid)}
      actions={parts >= ORDER_FORM_PARTS ? <PayButton /> : null}
    >
      <OrderFields control={form.control} fieldErrors={fieldErrors} parts={parts} />
    </Form>
  );
});

/**
 * The form's fields, drawn again only when the form's own state or the server's answer changes
 * (each follows its own state through react-hook-form): not when the prices come or the pay
 * button changes.
 */
const OrderFields = memo(function OrderFields({
  control,
  fieldErrors,
  parts,
}: {
  control: Control<Values, unknown, Checked>;
  fieldErrors: Record<string, string> | undefined;
  parts: number;
}) {
  const t = useT();
  /** A field's error: the form's own check first, then the server's answer, translated. */
  const errorOf = (name: keyof Values, message: string | undefined) => {
    const key = message ?? fieldErrors?.[name];
    return key ? t(key) : undefined;
  };
  return (
    <>
      <Controller
        control={control}
        name="email"
        render={({ field, fieldState }) => (
          <EmailField
            label={t('commerce.fields.email')}
            isRequired
            reserveErrorSpace
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onFocus={prefetchValidator}
            inputRef={field.ref}
            errorMessage={errorOf('email', fieldState.error?.message)}
          />
        )}
      />
      {parts >= 2 ? (
        <Controller
          control={control}
          name="carta_regalo"
          render={({ field, fieldState }) => (
            <TextField
              label={t('commerce.fields.giftCardCode')}
              autoComplete="off"
              reserveErrorSpace
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              onFocus={prefetchValidator}
              inputRef={field.ref}
              errorMessage={errorOf('carta_regalo', fieldState.error?.message)}
            />
          )}
        />
      ) : null}
      {parts >= 3 ? (
        <Controller
          control={control}
          name="termini"
          render={({ field, fieldState }) => (
            <Checkbox
              isRequired
              reserveErrorSpace
              name={field.name}
              isSelected={!!field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={errorOf('termini', fieldState.error?.message)}
            >
              {t('commerce.fields.terms')}
            </Checkbox>
          )}
        />
      ) : null}
    </>
  );
});
