import { useId, useRef } from 'react';
import { Checkbox, DesignSystemProvider, Stack, Text, formatPrice } from '@city/design-system';
import type { Listino } from '../../lib/api/product';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { type BookableDay, type DayTime, timesOn } from './availability';
import { DayCalendar } from './DayCalendar';
import {
  AddToCartButton,
  AgreementField,
  QuantityField,
  RateField,
  TimeAndLanguage,
} from './PurchaseFields';
import * as styles from './PurchaseForm.css';
import { slotLabelsAttribute, useSlotLabels } from './slotLabels';
import { useFormScripts } from './useFormScripts';
import { localizedName } from './summary';
import { TOUR_FORM } from './form-parts';
import { tourSourceOf } from './tour-lines';

/*
 * The guided tour purchase page's choice: native HTML from the server, run by the page script
 * without React (app/enhance/tour-form.ts, loaded when the page has a `form[data-tour-form]`).
 *
 * The calendar is a form of its own: choosing a day sends `?data=yyyy-mm-dd` to the page, which
 * comes back with that day chosen, its times, and the keyboard focus on the day (every month of
 * the tour's range is in the page: the calendar pages between them without loading another). The
 * purchase form follows, once a day is chosen: the day's times with their places, the language of
 * the chosen time (shown once a time is chosen; a time in one language chooses it), the rate,
 * extras, agreement and the number of people. The cart lives in this browser, so the form stays
 * disabled until its script runs; the script checks it with the zod schema named by
 * `data-form-check` (tour.schemas.ts), reads the places again every minute, adds the lines to the
 * stored cart and opens the cart.
 */

/**
 * Every message the page's island uses (the held queue place beside the form, HoldWatch): the
 * form's own words are the server's HTML.
 */
export const tourMessagePaths = ['commerce.hold'] as const;

/** What the tour form is rendered with. */
export interface TourChoices {
  product: Listino;
  /** The tour's name in the page's language: the cart line's. */
  name: string;
  times: DayTime[];
  days: BookableDay[];
  /** The day asked for in the address, when it can be chosen. */
  day: string | null;
  /** A day of the month the calendar shows first (`?mese=`, without JavaScript). */
  month?: string | null;
  /** The tour's languages, for a time that does not name its own. */
  languages: string[];
}

/** The address the tour form reads its times and places from while the page is open. */
export const tourPlacesUrl = (lang: string, id: number) =>
  `/${lang}/acquista/visite-guidate/${id}/posti`;

export interface TourFormProps extends TourChoices {
  lang: Lang;
}

/**
 * A guided tour's day on the calendar and, once a day is chosen, the form that puts the tour into
 * the cart (see above). The cart is priced again by the server.
 */
export function TourForm({
  lang,
  product,
  name,
  times,
  days,
  day,
  month,
  languages: tourLanguages,
}: TourFormProps) {
  const t = useT();
  const slotLabels = useSlotLabels();
  const extrasId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const dayFormRef = useRef<HTMLFormElement>(null);
  useFormScripts(
    formRef,
    () => import('../../enhance/tour-form').then((module) => module.enhanceTourForm),
    [dayFormRef],
  );

  const dayTimes = timesOn(times, day);
  const defaultRate = product.tariffe.find((rate) => rate.predefinita) ?? product.tariffe[0];
  const source = tourSourceOf(
    product,
    name,
    dayTimes,
    tourLanguages,
    tourPlacesUrl(lang, product.id),
  );

  return (
    <DesignSystemProvider locale={lang} interactive={false}>
      <Stack gap="lg">
        <form
          ref={dayFormRef}
          method="get"
          action={`/${lang}/acquista/visite-guidate/${product.id}`}
        >
          <DayCalendar
            days={days}
            value={day}
            onChange={() => undefined}
            hrefOf={(date) => `/${lang}/acquista/visite-guidate/${product.id}?data=${date}`}
            shownMonth={month}
            // The day was chosen on the calendar of the page before: the focus goes back to it.
            focusOnMount={day !== null}
          />
        </form>
        {day ? (
          <form
            ref={formRef}
            action={`/${lang}/carrello`}
            method="get"
            noValidate
            data-form-check="tour"
            {...{
              [TOUR_FORM]: JSON.stringify(source),
              ...slotLabelsAttribute(lang, slotLabels),
            }}
          >
            <fieldset className={styles.fields} disabled>
              <Stack gap="lg">
                <TimeAndLanguage
                  times={dayTimes}
                  tourLanguages={tourLanguages}
                  labels={{
                    time: t('commerce.fields.slot'),
                    language: t('commerce.fields.language'),
                  }}
                  names={{ time: 'data', language: 'lingua' }}
                  slotLabels={slotLabels}
                />
                {product.tariffe.length > 0 ? (
                  <RateField
                    lang={lang}
                    rates={product.tariffe}
                    defaultValue={defaultRate?.codice}
                  />
                ) : null}
                {product.accessori.length > 0 ? (
                  <Stack gap="xs" role="group" aria-labelledby={extrasId}>
                    <Text id={extrasId} weight="bold">
                      {t('commerce.fields.accessories')}
                    </Text>
                    {product.accessori.map((extra) => (
                      <Checkbox key={extra.codice} name="accessorio" value={extra.codice}>
                        {t('commerce.purchase.extraAt', {
                          name: localizedName(extra.nome, lang) || extra.codice,
                          price: formatPrice(extra.prezzo, lang),
                        })}
                      </Checkbox>
                    ))}
                  </Stack>
                ) : null}
                {product.convenzioni.length > 0 ? (
                  <AgreementField lang={lang} agreements={product.convenzioni} />
                ) : null}
                <QuantityField />
                <AddToCartButton />
              </Stack>
            </fieldset>
          </form>
        ) : null}
      </Stack>
    </DesignSystemProvider>
  );
}
