import {
  Button,
  NativeSelect,
  NumberField,
  Radio,
  RadioGroup,
  formatPrice,
} from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { MAX_QUANTITY, NO_AGREEMENT } from './product-lines';
import { localizedName } from './summary';

/*
 * The native fields the purchase forms that run without React share (the product's ProductForm,
 * the guided tour's TourForm, the bundle's BundleForm): rendered under the design system's `interactive={false}`, sent
 * with the form and read by its script.
 */

/** The rate of a product or a tour, each with its price in the page's language. */
export function RateField({
  lang,
  rates,
  defaultValue,
}: {
  lang: Lang;
  rates: Listino['tariffe'];
  defaultValue: string | undefined;
}) {
  const t = useT();
  return (
    <RadioGroup label={t('commerce.fields.rate')} name="tariffa" defaultValue={defaultValue}>
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

/** The agreement (convenzione) claimed: none, or one of the product's, by name. */
export function AgreementField({
  lang,
  agreements,
}: {
  lang: Lang;
  agreements: Listino['convenzioni'];
}) {
  const t = useT();
  return (
    <NativeSelect
      label={t('commerce.fields.agreement')}
      name="convenzione"
      defaultSelectedKey={NO_AGREEMENT}
      options={[
        { id: NO_AGREEMENT, label: t('commerce.purchase.noAgreement') },
        ...agreements.map((item) => ({
          id: item.codice,
          label: localizedName(item.nome, lang) || item.codice,
        })),
      ]}
    />
  );
}

/** The number wanted, 1 to MAX_QUANTITY (the tour's script lowers the most to a time's places). */
export function QuantityField() {
  const t = useT();
  return (
    <NumberField
      label={t('commerce.fields.quantity')}
      name="quantita"
      minValue={1}
      maxValue={MAX_QUANTITY}
      isRequired
      defaultValue={1}
    />
  );
}

/** The button that adds the form's lines, disabled until the form's script runs. */
export function AddToCartButton({ label }: { label?: string }) {
  const t = useT();
  return (
    <div>
      <Button type="submit" iconStart="cart" isDisabled>
        {label ?? t('commerce.purchase.addToCart')}
      </Button>
    </div>
  );
}
