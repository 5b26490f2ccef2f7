import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as ProductCheck from './product.validator';
import { EmailField, Stack, Text, TextField } from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { type CartItem, randomKey } from '../../lib/domain/cart';
import type { PurchaseType } from '../../lib/guards/product-purchase';
import { useCart } from '../../stores/cart';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { AgreementSelect } from './AgreementSelect';
import { PurchaseForm, lazyCheck } from './PurchaseForm';
import { QuantityField, RateField } from './PurchaseFields';

/*
 * The choice of the product purchase page (a card, a gift card, a pass), without React Router: the
 * page is not hydrated (routes/acquista.$tipo.$id.tsx), the server renders this form and the page
 * script runs it in a React root of its own (app/enhance/purchase.tsx) with the messages below.
 */

/**
 * Every message the form and the held-place notice beside it use, as paths of the merged
 * messages: the page sends only these to the browser (a unit test checks the form asks for
 * nothing else).
 */
export const productMessagePaths = [
  'commerce.purchase',
  'commerce.fields',
  'commerce.errors',
  'commerce.hold',
] as const;

interface Values extends FieldValues {
  quantita?: unknown;
  email?: string;
  first_name?: string;
  last_name?: string;
  data_di_nascita?: string;
  convenzione?: string;
  tariffa?: string;
}

/**
 * The form's check (product.validator.ts, with zod) is loaded when the visitor first reaches the
 * form, not with the page, as the checkout's is (PurchaseForm's lazyCheck).
 */
const check = lazyCheck<typeof ProductCheck>(() => import('./product.validator'));

const resolverOf = (tipo: PurchaseType): Resolver<Values> =>
  check.resolverOf((module) => module.productResolvers[tipo] as unknown as Resolver<Values>);

export interface ProductFormProps {
  lang: Lang;
  tipo: PurchaseType;
  product: Listino;
  /** The product's name in the page's language: the cart line's. */
  name: string;
  /** Opens the cart once the lines are in it. */
  go: (url: string) => void;
}

/** The cart lines of a valid form: one per unit, each with its rate's price. */
export function productLines(
  tipo: PurchaseType,
  product: Listino,
  name: string,
  values: Values,
): CartItem[] {
  const quantity = tipo === 'abbonamenti_athena' ? 1 : Number(values.quantita ?? 1);
  return Array.from({ length: quantity }, () => ({
    key: randomKey(),
    id: product.id,
    tipo,
    dettaglio: name,
    prezzo:
      product.tariffe.find((item) => item.codice === values.tariffa)?.prezzo ?? product.prezzo,
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
    tariffa: values.tariffa || null,
    convenzione: values.convenzione ? values.convenzione : null,
  }));
}

/*
 * The form checks a field when it is left; the text fields keep their error line's height, so
 * that an error appearing on leaving one does not move the button from under the pointer.
 */

/**
 * The rate, the number wanted, the recipient or the pass holder, and the way into the cart
 * (PurchaseForm: rendered whole and disabled by the server, run by the island).
 */
export function ProductForm({ lang, tipo, product, name, go }: ProductFormProps) {
  const t = useT();
  const add = useCart((state) => state.add);
  const holderId = useId();
  const defaultRate = product.tariffe.find((item) => item.predefinita) ?? product.tariffe[0];
  const form = useForm<Values>({
    resolver: resolverOf(tipo),
    mode: 'onTouched',
    defaultValues: {
      quantita: 1,
      email: '',
      first_name: '',
      last_name: '',
      data_di_nascita: '',
      convenzione: '',
      tariffa: defaultRate?.codice ?? '',
    },
  });
  const errors = form.formState.errors;
  const error = (message: string | undefined) => (message ? t(message) : undefined);

  const onValid = (values: Values) => {
    add(productLines(tipo, product, name, values));
    go(`/${lang}/carrello`);
  };

  const text = (
    field: 'first_name' | 'last_name' | 'data_di_nascita',
    label: string,
    extra: { type?: string; autoComplete?: string } = {},
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <TextField
          label={label}
          isRequired
          name={control.name}
          value={control.value ?? ''}
          onChange={control.onChange}
          onBlur={control.onBlur}
          inputRef={control.ref}
          errorMessage={error(errors[field]?.message)}
          reserveErrorSpace
          {...extra}
        />
      )}
    />
  );

  return (
    <PurchaseForm
      onSubmit={form.handleSubmit(onValid)}
      submit={t('commerce.purchase.addToCart')}
      onFirstFocus={check.prefetch}
    >
      {product.tariffe.length > 1 ? (
        <Controller
          control={form.control}
          name="tariffa"
          render={({ field }) => (
            <RateField
              lang={lang}
              rates={product.tariffe}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
      ) : null}
      {tipo !== 'abbonamenti_athena' ? (
        <Controller
          control={form.control}
          name="quantita"
          render={({ field }) => (
            <QuantityField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={error(errors.quantita?.message)}
            />
          )}
        />
      ) : null}
      {tipo === 'carte_regalate' ? (
        <Controller
          control={form.control}
          name="email"
          render={({ field }) => (
            <EmailField
              label={t('commerce.fields.recipientEmail')}
              description={t('commerce.purchase.recipientHint')}
              autoComplete="off"
              isRequired
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={error(errors.email?.message)}
              reserveErrorSpace
            />
          )}
        />
      ) : null}
      {tipo === 'abbonamenti_athena' ? (
        <Stack gap="md" role="group" aria-labelledby={holderId}>
          <Text id={holderId} weight="bold">
            {t('commerce.purchase.holder')}
          </Text>
          {text('first_name', t('commerce.fields.firstName'), { autoComplete: 'given-name' })}
          {text('last_name', t('commerce.fields.lastName'), { autoComplete: 'family-name' })}
          {text('data_di_nascita', t('commerce.fields.birthDate'), {
            type: 'date',
            autoComplete: 'bday',
          })}
          {product.convenzioni.length > 0 ? (
            <Controller
              control={form.control}
              name="convenzione"
              render={({ field }) => (
                <AgreementSelect
                  lang={lang}
                  agreements={product.convenzioni}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          ) : null}
        </Stack>
      ) : null}
    </PurchaseForm>
  );
}
