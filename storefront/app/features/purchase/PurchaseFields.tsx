import {
  Button,
  NativeSelect,
  NumberField,
  Radio,
  RadioGroup,
  TimeSlotPicker,
  formatPrice,
} from '@city/design-system';
import type { TimeSlotPickerMessages } from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import type { DayTime } from './availability';
import { TOUR_LANGUAGES } from './form-parts';
import { MAX_QUANTITY, NO_AGREEMENT } from './product-lines';
import { languagesOf } from './tour-lines';
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

/**
 * A guided tour day's times (radios named `names.time`) and the languages they are held in
 * (`names.language`), every language of the day's times: the form's script shows those of the
 * chosen time (app/enhance/time-languages.ts), and the block stays hidden until a time is chosen.
 * `block` is the value of the block's marker (the tour's index in a bundle).
 */
export function TimeAndLanguage({
  times,
  tourLanguages,
  labels,
  names,
  block = '',
  slotLabels,
}: {
  times: readonly DayTime[];
  tourLanguages: readonly string[];
  labels: { time: string; language: string };
  names: { time: string; language: string };
  block?: string;
  slotLabels: Partial<TimeSlotPickerMessages>;
}) {
  const t = useT();
  const languages = [...new Set(times.flatMap((time) => languagesOf(time, tourLanguages)))];
  return (
    <>
      <TimeSlotPicker
        label={labels.time}
        name={names.time}
        slots={times}
        isRequired
        labels={slotLabels}
      />
      <div {...{ [TOUR_LANGUAGES]: block }} hidden>
        <RadioGroup label={labels.language} name={names.language} isRequired>
          {languages.map((code) => (
            <Radio key={code} value={code}>
              {t(`commerce.languages.${code}`, { defaultValue: code })}
            </Radio>
          ))}
        </RadioGroup>
      </div>
    </>
  );
}
