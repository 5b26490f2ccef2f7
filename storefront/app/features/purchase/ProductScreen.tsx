import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  Alert,
  Button,
  EmailField,
  Link,
  NumberField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
  formatPrice,
} from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { type CartItem, randomKey } from '../../lib/domain/cart';
import {
  giftCardForOthersSchema,
  giftCardSchema,
  passSchema,
} from '../../lib/domain/checkout.schemas';
import type { ProductRefusal, PurchaseType } from '../../lib/guards/product-purchase';
import { useHydrated } from '../../lib/use-hydrated';
import { useCart } from '../../stores/cart';
import { localized, useLang, useT } from '../commerce/forms';
import { ProductSummary } from './ProductSummary';
import { AgreementSelect } from './AgreementSelect';
import { PurchasePage } from './PurchasePage';
import type { SummaryData } from './summary';

export interface ProductPageData {
  tipo: PurchaseType;
  product: Listino;
  summary: SummaryData;
  /** Why the shop would refuse the product (off sale, sold out, another kind): no form then. */
  unavailable?: ProductRefusal | null;
}

const rate = z.string().max(40).optional();

/** The form of each product type; a pass is bought one at a time, for its holder. */
const schemas = {
  carte: giftCardSchema.extend({ tariffa: rate }),
  carte_regalate: giftCardForOthersSchema.extend({ tariffa: rate }),
  abbonamenti_athena: passSchema.extend({
    quantita: z.coerce.number().int().min(1).max(1).default(1),
    tariffa: rate,
  }),
} as const;

interface Values {
  quantita?: unknown;
  email?: string;
  first_name?: string;
  last_name?: string;
  data_di_nascita?: string;
  convenzione?: string;
  tariffa?: string;
}

/*
 * The form checks a field when it is left; the text fields keep their error line's height, so
 * that an error appearing on leaving one does not move the button from under the pointer.
 */

/**
 * A card, a gift card (for oneself or for someone else) or a museum pass: what it is, then its
 * rate, the number wanted, the recipient or the pass holder, and the way into the cart.
 */
export function ProductScreen({ data }: { data: ProductPageData }) {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const add = useCart((state) => state.add);
  const holderId = useId();
  const { tipo, product, summary } = data;
  const name = localized(product.nome, lang) || summary.title;
  const defaultRate = product.tariffe.find((item) => item.predefinita) ?? product.tariffe[0];
  const form = useForm<Values>({
    resolver: zodResolver(schemas[tipo] as z.ZodType<Values, Values>),
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

  if (data.unavailable) {
    return (
      <PurchasePage
        title={t(`commerce.purchase.title.${tipo}`, { name })}
        summary={<ProductSummary summary={summary} />}
      >
        <Stack gap="md">
          <Alert tone="warning" announce={false}>
            {t(`commerce.lineErrors.${data.unavailable}`)}
          </Alert>
          <Link href={`/${lang}`} appearance="button">
            {t('commerce.cart.continueShopping')}
          </Link>
        </Stack>
      </PurchasePage>
    );
  }

  const onValid = (values: Values) => {
    const quantity = tipo === 'abbonamenti_athena' ? 1 : Number(values.quantita ?? 1);
    const items: CartItem[] = Array.from({ length: quantity }, () => ({
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
    add(items);
    void navigate(`/${lang}/carrello`);
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
    <PurchasePage
      title={t(`commerce.purchase.title.${tipo}`, { name })}
      summary={<ProductSummary summary={summary} />}
    >
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <Stack gap="lg">
          {product.tariffe.length > 1 ? (
            <Controller
              control={form.control}
              name="tariffa"
              render={({ field }) => (
                <RadioGroup
                  label={t('commerce.fields.rate')}
                  value={field.value || null}
                  onChange={field.onChange}
                >
                  {product.tariffe.map((item) => (
                    <Radio key={item.codice} value={item.codice}>
                      {t('commerce.purchase.rateAt', {
                        name: localized(item.nome, lang) || item.codice,
                        price: formatPrice(item.prezzo, lang),
                      })}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            />
          ) : null}
          {tipo !== 'abbonamenti_athena' ? (
            <Controller
              control={form.control}
              name="quantita"
              render={({ field }) => (
                <NumberField
                  label={t('commerce.fields.quantity')}
                  minValue={1}
                  maxValue={20}
                  isRequired
                  value={Number(field.value) || 1}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  errorMessage={error(errors.quantita?.message)}
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
                      agreements={product.convenzioni}
                      value={field.value}
                      onChange={field.onChange}
                    />
                  )}
                />
              ) : null}
            </Stack>
          ) : null}
          <div>
            <Button type="submit" iconStart="cart" isDisabled={!hydrated}>
              {t('commerce.purchase.addToCart')}
            </Button>
          </div>
        </Stack>
      </form>
    </PurchasePage>
  );
}
