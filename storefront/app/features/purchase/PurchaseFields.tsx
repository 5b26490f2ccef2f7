import { NumberField, Radio, RadioGroup, formatPrice } from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { MAX_QUANTITY } from './product-lines';
import { localizedName } from './summary';

/*
 * Fields the purchase forms share (the guided tour's TourForm; the product's ProductForm renders their native mode itself), without
 * React Router: they run in the islands of pages that are not hydrated.
 */

export { MAX_QUANTITY };

/**
 * The rate of a product or a tour, each with its price in the page's language: chosen in the
 * island's state (`value`, `onChange`: the tour), or a native group the form sends (`name` and
 * `defaultValue`: the product, whose form runs without React).
 */
export function RateField({
  lang,
  rates,
  value,
  defaultValue,
  name,
  onChange,
  error,
}: {
  lang: Lang;
  rates: Listino['tariffe'];
  value?: string | undefined;
  defaultValue?: string | undefined;
  name?: string;
  onChange?: (code: string) => void;
  error?: string;
}) {
  const t = useT();
  const state =
    onChange !== undefined ? { value: value || null, onChange } : { defaultValue, name };
  return (
    <RadioGroup label={t('commerce.fields.rate')} {...state} errorMessage={error}>
      {rates.map((rate) => (
        <Radio key={rate.codice} value={rate.codice}>
          {t('commerce.purchase.rateAt', {
            name: localizedName(rate.nome, lang) || rate.codice,
            price: formatPrice(rate.prezzo, lang),
          })}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/** The number of places or items wanted, 1 to `max`. */
export function QuantityField({
  max = MAX_QUANTITY,
  value,
  onChange,
  onBlur,
  error,
}: {
  max?: number;
  value: unknown;
  onChange: (quantity: number) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const t = useT();
  return (
    <NumberField
      label={t('commerce.fields.quantity')}
      minValue={1}
      maxValue={max}
      isRequired
      value={Number(value) || 1}
      onChange={onChange}
      onBlur={onBlur}
      errorMessage={error}
    />
  );
}
