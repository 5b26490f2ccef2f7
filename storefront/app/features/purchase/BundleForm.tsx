import { useRef } from 'react';
import { Alert, DesignSystemProvider, HiddenField, Stack } from '@city/design-system';
import type { Bundle } from '../../lib/api/bundle';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { type BookableDay, type DayTime, timesOn } from './availability';
import type { BundleFormSource } from './bundle-lines';
import { DayCalendar } from './DayCalendar';
import { BUNDLE_FORM, BUNDLE_MISSING } from './form-parts';
import { AddToCartButton, TimeAndLanguage } from './PurchaseFields';
import * as styles from './PurchaseForm.css';
import { slotLabelsAttribute, useSlotLabels } from './slotLabels';
import { useFormScripts } from './useFormScripts';
import { localizedName } from './summary';

/*
 * The choice of the bundle purchase page: native HTML from the server, run by the page script
 * without React (app/enhance/bundle-form.ts, loaded when the page has a `form[data-bundle-form]`).
 *
 * Each guided tour of the bundle has its calendar, a GET form of its own: choosing a day sends
 * `?giorno_<index>=yyyy-mm-dd` to the page (with the days already chosen for the other tours),
 * which comes back with that day's times and the focus on the day. The purchase form follows: for
 * each tour its day's times and the languages of the chosen time (or, while its day is not chosen,
 * the line the script shows when the form is sent), and one button that adds every item of the
 * bundle to the cart stored in this browser, disabled until the script runs. The script checks
 * the form with the zod schema named by `data-form-check` (bundle.schemas.ts).
 */

/**
 * Every message the page's island uses (the held queue place beside the form, HoldWatch): the
 * form's own words are the server's HTML.
 */
export const bundleMessagePaths = ['commerce.hold'] as const;

/** What the bundle form is rendered with: the bundle, and the dates and languages of its tours. */
export interface BundleChoices {
  bundle: Bundle;
  /** Per item of the bundle: its times and days (guided tours), empty for the others. */
  dates: Array<{ times: DayTime[]; days: BookableDay[] }>;
  /** Per item: the languages of the tour, for a time that does not name its own. */
  languages: string[][];
  /** Per item: the day chosen (`?giorno_<index>=`), when it can be chosen. */
  days?: Array<string | null>;
  /** Per item: a day of the month its calendar shows first (`?mese_<index>=`). */
  months?: Array<string | null>;
  /** The item whose day was just chosen: its calendar takes the focus. */
  focus?: number | null;
}

export interface BundleFormProps extends BundleChoices {
  lang: Lang;
}

/** The address of the bundle page with these days chosen. */
export function bundleDaysPath(lang: string, id: number, days: Array<string | null>): string {
  const query = new URLSearchParams();
  days.forEach((day, index) => {
    if (day) query.set(`giorno_${index}`, day);
  });
  const search = query.toString();
  return `/${lang}/acquista/bundle/${id}${search ? `?${search}` : ''}`;
}

/**
 * A day, a time and a language for each guided tour of the bundle, and one button that adds every
 * item to the cart (see above). The cart is priced again by the server, which applies the bundle
 * prices when the whole set is present.
 */
export function BundleForm({
  lang,
  bundle,
  dates,
  languages,
  days = [],
  months = [],
  focus = null,
}: BundleFormProps) {
  const t = useT();
  const slotLabels = useSlotLabels();
  const formRef = useRef<HTMLFormElement>(null);
  const dayFormsRef = useRef<HTMLDivElement>(null);
  useFormScripts(
    formRef,
    () => import('../../enhance/bundle-form').then((module) => module.enhanceBundleForm),
    [dayFormsRef],
  );

  const tours = bundle.elementi.flatMap((item, index) => (item.richiede_data ? [index] : []));
  const nameOf = (index: number) => localizedName(bundle.elementi[index]!.nome, lang);
  const chosenDay = (index: number) => days[index] ?? null;
  /** A tour's chosen day's times (none while its day is not chosen). */
  const dayTimes = new Map(
    tours.map((index) => {
      const day = chosenDay(index);
      return [index, day ? timesOn(dates[index]?.times ?? [], day) : []];
    }),
  );
  const source: BundleFormSource = {
    items: bundle.elementi.map((item) => ({
      id: item.id,
      tipo: item.tipo,
      name: localizedName(item.nome, lang),
      prezzo: item.prezzo,
      prezzo_combo: item.prezzo_combo,
      dated: item.richiede_data,
    })),
    tours: Object.fromEntries(
      tours
        .filter((index) => chosenDay(index))
        .map((index) => [
          String(index),
          {
            times: dayTimes.get(index)!.map(({ id, languages: own }) => ({ id, languages: own })),
            languages: languages[index] ?? [],
          },
        ]),
    ),
  };

  return (
    <DesignSystemProvider locale={lang} interactive={false}>
      <Stack gap="xl">
        <div ref={dayFormsRef}>
          <Stack gap="xl">
            {tours.map((index) => (
              <form key={index} method="get" action={`/${lang}/acquista/bundle/${bundle.id}`}>
                {/* The days chosen for the other tours go with this one's. */}
                {tours
                  .filter((other) => other !== index && chosenDay(other))
                  .map((other) => (
                    <HiddenField
                      key={other}
                      name={`giorno_${other}`}
                      value={chosenDay(other) ?? ''}
                    />
                  ))}
                <DayCalendar
                  days={dates[index]?.days ?? []}
                  value={chosenDay(index)}
                  onChange={() => undefined}
                  hrefOf={(date) =>
                    bundleDaysPath(
                      lang,
                      bundle.id,
                      tours.map((each) => (each === index ? date : chosenDay(each))),
                    )
                  }
                  title={t('commerce.bundle.dateOf', { name: nameOf(index) })}
                  shownMonth={months[index] ?? null}
                  names={{ day: `giorno_${index}`, month: `mese_${index}` }}
                  // The day was chosen on this calendar of the page before: the focus goes back.
                  focusOnMount={focus === index}
                />
              </form>
            ))}
          </Stack>
        </div>
        <form
          ref={formRef}
          action={`/${lang}/carrello`}
          method="get"
          noValidate
          data-form-check="bundle"
          {...{
            [BUNDLE_FORM]: JSON.stringify(source),
            ...slotLabelsAttribute(lang, slotLabels),
          }}
        >
          <fieldset className={styles.fields} disabled>
            <Stack gap="lg">
              {tours.map((index) => {
                const name = nameOf(index);
                const day = chosenDay(index);
                if (!day)
                  return (
                    // Shown by the form's script when the form is sent without this tour's day.
                    <div key={index} {...{ [BUNDLE_MISSING]: String(index) }} hidden>
                      <Alert tone="error">
                        {`${t('commerce.bundle.timeOf', { name })}: ${t('commerce.errors.required')}`}
                      </Alert>
                    </div>
                  );
                return (
                  <Stack key={index} gap="lg">
                    <TimeAndLanguage
                      times={dayTimes.get(index)!}
                      tourLanguages={languages[index] ?? []}
                      labels={{
                        time: t('commerce.bundle.timeOf', { name }),
                        language: t('commerce.bundle.languageOf', { name }),
                      }}
                      names={{ time: `data_${index}`, language: `lingua_${index}` }}
                      block={String(index)}
                      slotLabels={slotLabels}
                    />
                  </Stack>
                );
              })}
              <AddToCartButton label={t('commerce.bundle.add')} />
            </Stack>
          </fieldset>
        </form>
      </Stack>
    </DesignSystemProvider>
  );
}
