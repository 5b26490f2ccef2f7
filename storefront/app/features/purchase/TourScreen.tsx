import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import {
  Button,
  Checkbox,
  EmptyState,
  NumberField,
  Radio,
  RadioGroup,
  Stack,
  Text,
  formatPrice,
} from '@city/design-system';
import { type CartItem, randomKey } from '../../lib/domain/cart';
import { tourSchema } from '../../lib/domain/checkout.schemas';
import { localized, useLang, useT } from '../commerce/forms';
import { timesOn } from './availability';
import { ProductSummary } from './ProductSummary';
import { AgreementSelect } from './AgreementSelect';
import { PurchasePage } from './PurchasePage';
import { TourChoice, languagesOf } from './TourChoice';
import type { TourPageData } from './tour.server';
import { useHydrated } from '../../lib/use-hydrated';
import { useCart } from '../../stores/cart';
import { useLiveAvailability } from './useLiveAvailability';

/** The tour's form: a time (not only a day) must be chosen. */
const schema = tourSchema.extend({
  data: z.string().regex(/^\d{12}$/, 'commerce.errors.slot'),
});
type Values = z.input<typeof schema>;
type Chosen = z.output<typeof schema>;

/** Most places one order line can take. */
const MAX_QUANTITY = 20;

/**
 * A guided tour: what it is, then its days on the calendar, the chosen day's times with their
 * places, the time's language, the rate, extras, agreement and the number of people. The tour
 * goes into the cart (the server prices it again).
 */
export function TourScreen({ data }: { data: TourPageData }) {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const add = useCart((state) => state.add);
  const extrasId = useId();
  useLiveAvailability();
  const { product, times, days, summary } = data;
  const name = localized(product.nome, lang) || summary.title;
  const defaultRate = product.tariffe.find((rate) => rate.predefinita) ?? product.tariffe[0];
  const [day, setDay] = useState(data.day);
  const form = useForm<Values, unknown, Chosen>({
    resolver: zodResolver(schema),
    // Checked on sending, then on each change: an error appearing when a choice is left would
    // move the fields below it.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      data: '',
      lingua: '',
      tariffa: defaultRate?.codice ?? '',
      convenzione: '',
      accessorio: [],
      quantita: 1,
    },
  });
  const timeField = useController({ control: form.control, name: 'data' }).field;
  const languageField = useController({ control: form.control, name: 'lingua' }).field;
  const errors = form.formState.errors;
  const error = (message: string | undefined) => (message ? t(message) : undefined);
  const time = timesOn(times, day).find((candidate) => candidate.id === timeField.value);
  const maxQuantity =
    time?.places != null ? Math.max(1, Math.min(MAX_QUANTITY, time.places)) : MAX_QUANTITY;
  const title = t('commerce.purchase.title.visite_guidate', { name });
  const summaryPanel = <ProductSummary summary={summary} />;

  const chooseTime = (id: string) => {
    form.setValue('data', id, { shouldValidate: form.formState.isSubmitted });
    const chosen = timesOn(times, day).find((candidate) => candidate.id === id);
    const languages = languagesOf(chosen, summary.languages);
    // One language at that time: it is the choice.
    form.setValue('lingua', languages.length === 1 ? (languages[0] ?? '') : '', {
      shouldValidate: form.formState.isSubmitted,
    });
  };

  const onValid = (values: Chosen) => {
    const rate = product.tariffe.find((item) => item.codice === values.tariffa);
    const extras = product.accessori.filter((item) => values.accessorio.includes(item.codice));
    const unit =
      (rate?.prezzo ?? product.prezzo) + extras.reduce((sum, item) => sum + item.prezzo, 0);
    const items: CartItem[] = Array.from({ length: values.quantita }, () => ({
      key: randomKey(),
      id: product.id,
      tipo: 'visite_guidate',
      dettaglio: name,
      prezzo: unit,
      quantita: 1,
      data: values.data,
      tariffa: values.tariffa || null,
      accessorio: values.accessorio,
      convenzione: values.convenzione || null,
      lingua: values.lingua,
    }));
    add(items);
    void navigate(`/${lang}/carrello`);
  };

  if (!days.some((candidate) => candidate.state !== 'full')) {
    return (
      <PurchasePage title={title} summary={summaryPanel}>
        <EmptyState icon="calendar" title={t('commerce.purchase.noDates')} />
      </PurchasePage>
    );
  }

  return (
    <PurchasePage title={title} summary={summaryPanel}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <Stack gap="lg">
          <TourChoice
            times={times}
            days={days}
            day={day}
            onDayChange={(next) => {
              setDay(next);
              form.setValue('data', '');
              form.setValue('lingua', '');
            }}
            time={timeField.value}
            onTimeChange={chooseTime}
            onTimeBlur={timeField.onBlur}
            timeError={error(errors.data?.message)}
            language={languageField.value}
            onLanguageChange={(code) =>
              form.setValue('lingua', code, { shouldValidate: form.formState.isSubmitted })
            }
            languageError={error(errors.lingua?.message)}
            tourLanguages={summary.languages}
            hrefOf={(date) => `/${lang}/acquista/visite-guidate/${product.id}?data=${date}`}
          />
          {product.tariffe.length > 0 ? (
            <Controller
              control={form.control}
              name="tariffa"
              render={({ field }) => (
                <RadioGroup
                  label={t('commerce.fields.rate')}
                  value={field.value || null}
                  onChange={field.onChange}
                  errorMessage={error(errors.tariffa?.message)}
                >
                  {product.tariffe.map((rate) => (
                    <Radio key={rate.codice} value={rate.codice}>
                      {t('commerce.purchase.rateAt', {
                        name: localized(rate.nome, lang) || rate.codice,
                        price: formatPrice(rate.prezzo, lang),
                      })}
                    </Radio>
                  ))}
                </RadioGroup>
              )}
            />
          ) : null}
          {product.accessori.length > 0 ? (
            <Controller
              control={form.control}
              name="accessorio"
              render={({ field }) => (
                <Stack gap="xs" role="group" aria-labelledby={extrasId}>
                  <Text id={extrasId} weight="bold">
                    {t('commerce.fields.accessories')}
                  </Text>
                  {product.accessori.map((extra) => (
                    <Checkbox
                      key={extra.codice}
                      value={extra.codice}
                      isSelected={field.value?.includes(extra.codice) ?? false}
                      onChange={(selected) =>
                        field.onChange(
                          selected
                            ? [...(field.value ?? []), extra.codice]
                            : (field.value ?? []).filter((code) => code !== extra.codice),
                        )
                      }
                    >
                      {t('commerce.purchase.extraAt', {
                        name: localized(extra.nome, lang) || extra.codice,
                        price: formatPrice(extra.prezzo, lang),
                      })}
                    </Checkbox>
                  ))}
                </Stack>
              )}
            />
          ) : null}
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
          <Controller
            control={form.control}
            name="quantita"
            render={({ field }) => (
              <NumberField
                label={t('commerce.fields.quantity')}
                minValue={1}
                maxValue={maxQuantity}
                isRequired
                value={Number(field.value) || 1}
                onChange={field.onChange}
                onBlur={field.onBlur}
                errorMessage={error(errors.quantita?.message)}
              />
            )}
          />
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
