import { useEffect, useId, useRef } from 'react';
import {
  DesignSystemProvider,
  EmailField,
  HiddenField,
  Stack,
  Text,
  TextField,
} from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import type { PurchaseType } from '../../lib/guards/product-purchase';
import { enhanceProductForm, PRODUCT_FORM } from '../../enhance/product-form';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import type { ProductLineSource } from './product-lines';
import * as styles from './PurchaseForm.css';
import { AddToCartButton, AgreementField, QuantityField, RateField } from './PurchaseFields';

/*
 * The form of the product purchase page (a card, a gift card, a pass): native HTML from the
 * server, run by the page script without React (app/enhance/product-form.ts, part of it). Its fields are the
 * design system's in native mode (a native number input, native radios and select), so that the
 * page loads no island for it: the enhancement enables the form, checks it with the route's zod
 * schema (`data-form-check`, loaded on the form's first focus or when it is sent), adds the lines
 * to the cart stored in this browser and opens the cart. The cart lives in the browser, so the
 * form stays disabled until the enhancement runs: a value typed then would be lost.
 */

/**
 * Every message the page's island uses (the held queue place beside the form, HoldWatch): the
 * form's own words are the server's HTML.
 */
export const productMessagePaths = ['commerce.hold'] as const;

export interface ProductFormProps {
  lang: Lang;
  tipo: PurchaseType;
  product: Listino;
  /** The product's name in the page's language: the cart line's. */
  name: string;
}

/** What the form's lines are made of (product-lines.ts), carried by the form as JSON. */
export function lineSourceOf(
  tipo: PurchaseType,
  product: Listino,
  name: string,
): ProductLineSource {
  return {
    id: product.id,
    tipo,
    name,
    price: product.prezzo,
    rates: Object.fromEntries(product.tariffe.map((rate) => [rate.codice, rate.prezzo])),
  };
}

/**
 * The rate, the number wanted, the recipient or the pass holder, and the way into the cart. The
 * text fields keep their error line's height, so that an error appearing on leaving one does not
 * move the button from under the pointer.
 */
export function ProductForm({ lang, tipo, product, name }: ProductFormProps) {
  const t = useT();
  const holderId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // Rendered by React in the browser (a client navigation, a story): the same enhancement runs it.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const errors: unknown = t('commerce.errors', { returnObjects: true });
    return enhanceProductForm(form, { messages: () => ({ commerce: { errors } }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the form the server rendered
  }, []);
  const defaultRate = product.tariffe.find((item) => item.predefinita) ?? product.tariffe[0];
  const text = (
    field: 'first_name' | 'last_name' | 'data_di_nascita',
    label: string,
    extra: { type?: string; autoComplete?: string },
  ) => <TextField label={label} isRequired name={field} reserveErrorSpace {...extra} />;

  return (
    <DesignSystemProvider locale={lang} interactive={false}>
      <form
        ref={formRef}
        action={`/${lang}/carrello`}
        method="get"
        noValidate
        data-form-check={`product-${tipo}`}
        {...{ [PRODUCT_FORM]: JSON.stringify(lineSourceOf(tipo, product, name)) }}
      >
        <fieldset className={styles.fields} disabled>
          <Stack gap="lg">
            {product.tariffe.length > 1 ? (
              <RateField lang={lang} rates={product.tariffe} defaultValue={defaultRate?.codice} />
            ) : defaultRate ? (
              <HiddenField name="tariffa" value={defaultRate.codice} />
            ) : null}
            {tipo !== 'abbonamenti_athena' ? <QuantityField /> : null}
            {tipo === 'carte_regalate' ? (
              <EmailField
                label={t('commerce.fields.recipientEmail')}
                description={t('commerce.purchase.recipientHint')}
                autoComplete="off"
                isRequired
                name="email"
                reserveErrorSpace
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
                  <AgreementField lang={lang} agreements={product.convenzioni} />
                ) : null}
              </Stack>
            ) : null}
            <AddToCartButton />
          </Stack>
        </fieldset>
      </form>
    </DesignSystemProvider>
  );
}
