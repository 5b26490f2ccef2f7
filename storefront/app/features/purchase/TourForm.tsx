import { useId, useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import type { Resolver } from 'react-hook-form';
import { Checkbox, Stack, Text, formatPrice } from '@city/design-system';
import type * as TourCheck from './tour.validator';
import type { Listino } from '../../lib/api/product';
import { type CartItem, randomKey } from '../../lib/domain/cart';
import { useCart } from '../../stores/cart';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { AgreementSelect } from './AgreementSelect';
import { type BookableDay, type DayTime, timesOn } from './availability';
import { MAX_QUANTITY, QuantityField, RateField } from './PurchaseFields';
import { PurchaseForm, lazyCheck } from './PurchaseForm';
import { localizedName } from './summary';
import { TourChoice, languagesOf } from './TourChoice';
import { useLivePlaces } from './useLivePlaces';

/*
 * The choice of the guided tour purchase page, without React Router: the page is not hydrated
 * (routes/acquista.visite-guidate.$id.tsx), the server renders this form and the page script runs
 * it in a React root of its own (app/enhance/tour.tsx) with the messages below.
 */

/**
 * Every message the form and the held-place notice beside it use, as paths of the merged
 * messages: the page sends only these to the browser (a unit test checks the form asks for
 * nothing else).
 */
export const tourMessagePaths = [
  'commerce.purchase',
  'commerce.calendar',
  'commerce.slots',
  'commerce.fields',
  'commerce.languages',
  'commerce.errors',
  'commerce.hold',
] as const;

/** The form's values (checked by tour.validator.ts). */
export interface TourValues {
  /** The chosen time's slot key, yyyyMMddHHmm. */
  data: string;
  lingua: string;
  tariffa: string;
  convenzione: string;
  accessorio: string[];
  quantita: number;
}

/** The form's check (tour.validator.ts, with zod), loaded on the form's first focus. */
const check = lazyCheck<typeof TourCheck>(() => import('./tour.validator'));
const resolver = check.resolverOf(
  (module) => module.tourResolver as unknown as Resolver<TourValues>,
);

/** What the tour form is rendered with. */
export interface TourChoices {
  product: Listino;
  /** The tour's name in the page's language: the cart line's. */
  name: string;
  times: DayTime[];
  days: BookableDay[];
  /** The day asked for in the address, when it can be chosen. */
  day: string | null;
  /** The tour's languages, for a time that does not name its own. */
  languages: string[];
}

/** The address the tour form reads its times and places from while the page is open. */
export const tourPlacesUrl = (lang: string, id: number) =>
  `/${lang}/acquista/visite-guidate/${id}/posti`;

export interface TourFormProps extends TourChoices {
  lang: Lang;
  /** Opens the cart once the lines are in it. */
  go: (url: string) => void;
}

/** The cart lines of a valid form: one per person, each at its rate's price plus the extras. */
export function tourLines(product: Listino, name: string, values: TourValues): CartItem[] {
  const rate = product.tariffe.find((item) => item.codice === values.tariffa);
  const extras = product.accessori.filter((item) => values.accessorio.includes(item.codice));
  const unit =
    (rate?.prezzo ?? product.prezzo) + extras.reduce((sum, item) => sum + item.prezzo, 0);
  return Array.from({ length: Number(values.quantita) || 1 }, () => ({
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
}

/**
 * A guided tour's day on the calendar, the day's times with their places (read again every
 * minute while the page is open), the time's language, the rate, extras, agreement and the number
 * of people, and the way into the cart (PurchaseForm: rendered whole and disabled by the server,
 * run by the island). The cart is priced again by the server.
 */
export function TourForm({
  lang,
  product,
  name,
  day: askedDay,
  languages: tourLanguages,
  go,
  ...initial
}: TourFormProps) {
  const t = useT();
  const add = useCart((state) => state.add);
  const extrasId = useId();
  const { times, days } = useLivePlaces(tourPlacesUrl(lang, product.id), initial);
  const defaultRate = product.tariffe.find((rate) => rate.predefinita) ?? product.tariffe[0];
  const [day, setDay] = useState(askedDay);
  const form = useForm<TourValues>({
    resolver,
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
  const again = { shouldValidate: form.formState.isSubmitted };

  const chooseTime = (id: string) => {
    form.setValue('data', id, again);
    const chosen = timesOn(times, day).find((candidate) => candidate.id === id);
    const offered = languagesOf(chosen, tourLanguages);
    // One language at that time: it is the choice.
    form.setValue('lingua', offered.length === 1 ? (offered[0] ?? '') : '', again);
  };

  const onValid = (values: TourValues) => {
    add(tourLines(product, name, values));
    go(`/${lang}/carrello`);
  };

  return (
    <PurchaseForm
      onSubmit={form.handleSubmit(onValid)}
      submit={t('commerce.purchase.addToCart')}
      onFirstFocus={check.prefetch}
    >
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
        onLanguageChange={(code) => form.setValue('lingua', code, again)}
        languageError={error(errors.lingua?.message)}
        tourLanguages={tourLanguages}
        hrefOf={(date) => `/${lang}/acquista/visite-guidate/${product.id}?data=${date}`}
      />
      {product.tariffe.length > 0 ? (
        <Controller
          control={form.control}
          name="tariffa"
          render={({ field }) => (
            <RateField
              lang={lang}
              rates={product.tariffe}
              value={field.value}
              onChange={field.onChange}
              error={error(errors.tariffa?.message)}
            />
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
                  isSelected={field.value.includes(extra.codice)}
                  onChange={(selected) =>
                    field.onChange(
                      selected
                        ? [...field.value, extra.codice]
                        : field.value.filter((code) => code !== extra.codice),
                    )
                  }
                >
                  {t('commerce.purchase.extraAt', {
                    name: localizedName(extra.nome, lang) || extra.codice,
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
          <QuantityField
            max={maxQuantity}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error(errors.quantita?.message)}
          />
        )}
      />
    </PurchaseForm>
  );
}
