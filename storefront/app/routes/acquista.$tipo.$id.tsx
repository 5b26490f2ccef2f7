import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/acquista.$tipo.$id';
import { api } from '../lib/api/request.server';
import { type CartItem, randomKey } from '../lib/domain/cart';
import {
  giftCardForOthersSchema,
  giftCardSchema,
  passSchema,
} from '../lib/domain/checkout.schemas';
import { isPurchaseType, parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { runGuards } from '../lib/guards/run.server';
import { useCart } from '../stores/cart';
import {
  Page,
  Price,
  SelectField,
  TextField,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';
import { useHydrated } from '../lib/use-hydrated';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['product-purchase']);
  const tipo = args.params.tipo;
  const id = parseId(args.params.id);
  if (!isPurchaseType(tipo) || id === null) notFound(pageUrl(args.request));
  return { tipo, product: await api(args.context).publicShop.listino(tipo, id) };
}

export const meta = commerceMeta('purchase');

const schemas = {
  carte: giftCardSchema,
  carte_regalate: giftCardForOthersSchema,
  abbonamenti_athena: passSchema.extend({
    quantita: z.coerce.number().int().min(1).max(1).default(1),
  }),
} as const;

type Values = {
  quantita?: number | string;
  email?: string;
  first_name?: string;
  last_name?: string;
  data_di_nascita?: string;
  convenzione?: string;
};

export default function PurchasePage() {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const add = useCart((state) => state.add);
  const { tipo, product } = useLoaderData<typeof loader>();
  const name = localized(product.nome, lang);
  const form = useForm<Values>({
    resolver: zodResolver(schemas[tipo] as z.ZodType<Values, Values>),
    mode: 'onTouched',
    defaultValues: { quantita: 1, email: '', convenzione: '' },
  });
  const errors = form.formState.errors;

  const onValid = (values: Values) => {
    const quantity = tipo === 'abbonamenti_athena' ? 1 : Number(values.quantita ?? 1);
    const items: CartItem[] = Array.from({ length: quantity }, () => ({
      key: randomKey(),
      id: product.id,
      tipo,
      dettaglio: name,
      prezzo: product.prezzo,
      quantita: 1,
      email: tipo === 'carte_regalate' ? (values.email ?? null) : null,
      intestatario:
        tipo === 'abbonamenti_athena'
          ? {
              first_name: values.first_name ?? '',
              last_name: values.last_name ?? '',
              data_di_nascita: values.data_di_nascita ?? '',
            }
          : null,
      convenzione: values.convenzione ? values.convenzione : null,
    }));
    add(items);
    void navigate(`/${lang}/carrello`);
  };

  return (
    <Page title={t(`commerce.purchase.title.${tipo}`, { name })}>
      <p>
        {t('commerce.purchase.unitPrice')}: <Price cents={product.prezzo} />
      </p>
      <form noValidate className={styles.form} onSubmit={form.handleSubmit(onValid)}>
        {tipo !== 'abbonamenti_athena' ? (
          <TextField
            label={t('commerce.fields.quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            required
            error={errors.quantita?.message}
            {...form.register('quantita')}
            disabled={!hydrated}
          />
        ) : null}
        {tipo === 'carte_regalate' ? (
          <TextField
            label={t('commerce.fields.recipientEmail')}
            hint={t('commerce.purchase.recipientHint')}
            type="email"
            autoComplete="off"
            required
            error={errors.email?.message}
            {...form.register('email')}
            disabled={!hydrated}
          />
        ) : null}
        {tipo === 'abbonamenti_athena' ? (
          <fieldset className={styles.fieldset}>
            <legend>{t('commerce.purchase.holder')}</legend>
            <TextField
              label={t('commerce.fields.firstName')}
              required
              error={errors.first_name?.message}
              {...form.register('first_name')}
              disabled={!hydrated}
            />
            <TextField
              label={t('commerce.fields.lastName')}
              required
              error={errors.last_name?.message}
              {...form.register('last_name')}
              disabled={!hydrated}
            />
            <TextField
              label={t('commerce.fields.birthDate')}
              type="date"
              required
              error={errors.data_di_nascita?.message}
              {...form.register('data_di_nascita')}
              disabled={!hydrated}
            />
            {product.convenzioni.length > 0 ? (
              <SelectField
                label={t('commerce.fields.agreement')}
                options={[
                  { value: '', label: t('commerce.purchase.noAgreement') },
                  ...product.convenzioni.map((item) => ({
                    value: item.codice,
                    label: localized(item.nome, lang),
                  })),
                ]}
                error={errors.convenzione?.message}
                {...form.register('convenzione')}
                disabled={!hydrated}
              />
            ) : null}
          </fieldset>
        ) : null}
        <button type="submit" className={styles.button} disabled={!hydrated}>
          {t('commerce.purchase.addToCart')}
        </button>
      </form>
    </Page>
  );
}
