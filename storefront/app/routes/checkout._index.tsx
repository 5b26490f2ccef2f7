import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, data, useFetcher, useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/checkout._index';
import { ShopError, createOrder } from '../lib/api/product';
import { CartSummary, EmptyState, Price } from '@city/design-system';
import { cartTotals, discountedPrice } from '../lib/domain/cart';
import { groupForCheckout, orderLines } from '../lib/domain/checkout';
import { checkoutSchema, parseValues } from '../lib/domain/checkout.schemas';
import { promoPattern } from '../lib/guards/cart';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin, getViewer, authMiddleware } from '../lib/session.server';
import { hydrateCart, useCart } from '../stores/cart';
import { hydrateQueue, queueManager } from '../stores/queue';
import {
  CheckboxField,
  FormMessage,
  Page,
  TextField,
  styles,
  useLang,
  useT,
  commerceMeta,
} from './checkout.fields';

type Values = z.input<typeof checkoutSchema>;

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const viewer = await getViewer(args.request);
  return { email: viewer.email ?? '' };
}

export const meta = commerceMeta('checkout');

const line = z
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
    quantita: z.number().int().min(1).max(20),
  })
  .passthrough();

const orderBody = z.object({
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_.:-]{8,128}$/),
  prodotti: z.array(line).min(1).max(50),
  codice: z.string().regex(promoPattern).nullable(),
  values: z.record(z.string(), z.unknown()),
});

export interface CheckoutAnswer {
  order?: { id: string; token?: string };
  error?: string;
  lines?: Array<{ key?: string; code: string }>;
  fieldErrors?: Record<string, string>;
  retryWithNewKey?: boolean;
}

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['private-area']);
  assertSameOrigin(args.request);
  const body = orderBody.safeParse(await args.request.json().catch(() => null));
  if (!body.success) return data<CheckoutAnswer>({ error: 'INVALID_PAYLOAD' }, { status: 400 });
  const values = parseValues(checkoutSchema, body.data.values);
  if (!values.success)
    return data<CheckoutAnswer>({ fieldErrors: values.fieldErrors }, { status: 400 });
  try {
    const order = await createOrder(args.request, body.data.idempotencyKey, {
      prodotti: body.data.prodotti,
      codice: body.data.codice,
      carta_regalo: values.data.carta_regalo || null,
      email: values.data.email,
      pagamento: { provider: 'test', carta: values.data.carta },
      locale: lang,
    });
    return data<CheckoutAnswer>({ order: { id: order.id, token: order.access_token } });
  } catch (error) {
    if (error instanceof ShopError) {
      const lines = error.errors
        .filter((entry) => entry.extensions.line_code)
        .map((entry) => ({
          key: entry.extensions.key,
          code: entry.extensions.line_code ?? 'ERROR',
        }));
      return data<CheckoutAnswer>(
        {
          error: error.code ?? 'ERROR',
          lines,
          retryWithNewKey:
            error.code === 'PAYMENT_DECLINED' || error.code === 'IDEMPOTENCY_KEY_REUSED',
        },
        { status: error.status },
      );
    }
    console.error('Order creation failed', error);
    return data<CheckoutAnswer>({ error: 'UNAVAILABLE' }, { status: 502 });
  }
}

function newKey(): string {
  return `ck-${globalThis.crypto.randomUUID()}`;
}

export default function CheckoutPage() {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const { email } = useLoaderData<typeof loader>();
  const items = useCart((state) => state.items);
  const promo = useCart((state) => state.codicePromo);
  const fetcher = useFetcher<typeof action>();
  const [ready, setReady] = useState(false);
  const idempotencyKey = useRef<string>('');
  const groups = useMemo(() => groupForCheckout(items), [items]);
  const totals = useMemo(() => cartTotals(items), [items]);
  const form = useForm<Values, unknown, z.output<typeof checkoutSchema>>({
    resolver: zodResolver(checkoutSchema),
    mode: 'onTouched',
    defaultValues: { email, carta: '', carta_regalo: '', termini: false },
  });
  const errors = form.formState.errors;
  const answer = fetcher.data;

  useEffect(() => {
    hydrateCart();
    hydrateQueue();
    idempotencyKey.current = sessionStorage.getItem('checkout-idempotency-key') ?? newKey();
    sessionStorage.setItem('checkout-idempotency-key', idempotencyKey.current);
    setReady(true);
  }, []);

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.order) {
      const sessions = new Set(
        items.map((item) => item.sessione).filter((value): value is string => !!value),
      );
      const manager = queueManager(lang);
      for (const id of sessions) manager.convert(id).catch(() => undefined);
      sessionStorage.removeItem('checkout-idempotency-key');
      useCart.getState().clear();
      const token = answer.order.token ? `?token=${encodeURIComponent(answer.order.token)}` : '';
      void navigate(`/${lang}/checkout/success/${answer.order.id}${token}`);
      return;
    }
    if (answer.retryWithNewKey) {
      idempotencyKey.current = newKey();
      sessionStorage.setItem('checkout-idempotency-key', idempotencyKey.current);
    }
  }, [answer, fetcher.state, items, lang, navigate]);

  const onValid = (values: z.output<typeof checkoutSchema>) => {
    void fetcher.submit(
      {
        idempotencyKey: idempotencyKey.current,
        prodotti: orderLines(items),
        codice: promo?.codice ?? null,
        values: { ...values, termini: values.termini ? 'on' : '' },
      } as never,
      { method: 'post', encType: 'application/json' },
    );
  };

  if (ready && items.length === 0) {
    return (
      <Page title={t('commerce.titles.checkout')}>
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

  const lineErrors = new Map((answer?.lines ?? []).map((entry) => [entry.key, entry.code]));
  return (
    <Page title={t('commerce.titles.checkout')}>
      <section aria-labelledby="order-summary" className={styles.card}>
        <h2 id="order-summary">{t('commerce.checkout.summary')}</h2>
        <ul className={styles.list}>
          {groups.map((group) => {
            const code = group.keys.map((key) => lineErrors.get(key)).find(Boolean);
            return (
              <li key={group.key} data-testid="checkout-line">
                <div className={styles.row}>
                  <span>
                    {group.quantita} × {group.item.dettaglio}
                  </span>
                  <Price
                    cents={discountedPrice(group.item) * group.quantita}
                    originalCents={group.item.prezzo * group.quantita}
                    kind={group.item.prezzo_combo != null ? 'combo' : 'single'}
                    showLabel={false}
                  />
                </div>
                {group.item.email ? (
                  <p className={styles.hint}>
                    {t('commerce.checkout.recipient', { email: group.item.email })}
                  </p>
                ) : null}
                {group.item.intestatario ? (
                  <p className={styles.hint}>
                    {t('commerce.checkout.holder', {
                      name: `${group.item.intestatario.first_name} ${group.item.intestatario.last_name}`,
                    })}
                  </p>
                ) : null}
                {code ? (
                  <FormMessage tone="error">{t(`commerce.lineErrors.${code}`)}</FormMessage>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <CartSummary
        totalCents={totals.totale}
        discountedTotalCents={totals.totaleScontato < totals.totale ? totals.totaleScontato : null}
        hasCombo={totals.combo}
        promo={{ appliedCode: promo?.codice ?? null }}
        labels={{
          title: t('commerce.cart.summary'),
          total: t('commerce.cart.total'),
          discountedTotal: t('commerce.cart.toPay'),
          combo: t('commerce.cart.combo'),
        }}
      >
        <Link to={`/${lang}/carrello`}>{t('commerce.checkout.editCart')}</Link>
      </CartSummary>
      {answer?.error && !answer.lines?.length ? (
        <FormMessage tone="error">
          {t(`commerce.orderErrors.${answer.error}`, {
            defaultValue: t('commerce.orderErrors.ERROR'),
          })}
        </FormMessage>
      ) : null}
      {answer?.lines?.length ? (
        <FormMessage tone="error">{t('commerce.orderErrors.CHECKOUT_REJECTED')}</FormMessage>
      ) : null}
      <form noValidate className={styles.form} onSubmit={form.handleSubmit(onValid)}>
        <TextField
          label={t('commerce.fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message ?? answer?.fieldErrors?.email}
          {...form.register('email')}
        />
        <TextField
          label={t('commerce.fields.cardNumber')}
          hint={t('commerce.checkout.testCard')}
          inputMode="numeric"
          autoComplete="cc-number"
          required
          error={errors.carta?.message ?? answer?.fieldErrors?.carta}
          {...form.register('carta')}
        />
        <TextField
          label={t('commerce.fields.giftCardCode')}
          autoComplete="off"
          error={errors.carta_regalo?.message ?? answer?.fieldErrors?.carta_regalo}
          {...form.register('carta_regalo')}
        />
        <CheckboxField
          label={t('commerce.fields.terms')}
          required
          error={errors.termini?.message ?? answer?.fieldErrors?.termini}
          {...form.register('termini')}
        />
        <button type="submit" className={styles.button} disabled={fetcher.state !== 'idle'}>
          {t('commerce.checkout.pay')}
        </button>
      </form>
    </Page>
  );
}
