import { useState } from 'react';
import { type Control, type Resolver, useController, useForm } from 'react-hook-form';
import type * as BundleCheck from './bundle.validator';
import type { Bundle } from '../../lib/api/bundle';
import { type CartItem, randomKey } from '../../lib/domain/cart';
import { useCart } from '../../stores/cart';
import { useT } from '../commerce/screen';
import type { Lang } from '../commerce/screen';
import { type BookableDay, type DayTime, timesOn } from './availability';
import { PurchaseForm, lazyCheck } from './PurchaseForm';
import { localizedName } from './summary';
import { TourChoice, languagesOf } from './TourChoice';

/*
 * The choice of the bundle purchase page, without React Router: the page is not hydrated
 * (routes/acquista.bundle.$id.tsx), the server renders this form and the page script runs it in
 * a React root of its own (app/enhance/bundle.tsx) with the messages below.
 */

/**
 * Every message the form and the held-place notice beside it use, as paths of the merged
 * messages: the page sends only these to the browser (a unit test checks the form asks for
 * nothing else).
 */
export const bundleMessagePaths = [
  'commerce.bundle',
  'commerce.calendar',
  'commerce.slots',
  'commerce.fields',
  'commerce.languages',
  'commerce.errors',
  'commerce.hold',
] as const;

type Values = Record<string, string>;

/** The bundle's check (bundle.validator.ts, with zod), loaded on the form's first focus. */
const check = lazyCheck<typeof BundleCheck>(() => import('./bundle.validator'));

/** What the bundle form is rendered with: the bundle, and the dates and languages of its tours. */
export interface BundleChoices {
  bundle: Bundle;
  /** Per item of the bundle: its times and days (guided tours), empty for the others. */
  dates: Array<{ times: DayTime[]; days: BookableDay[] }>;
  /** Per item: the languages of the tour, for a time that does not name its own. */
  languages: string[][];
}

export interface BundleFormProps extends BundleChoices {
  lang: Lang;
  /** Opens the cart once the lines are in it. */
  go: (url: string) => void;
}

/** The cart lines of a valid form: every item of the bundle, each at its list and bundle price. */
export function bundleLines(bundle: Bundle, lang: Lang, chosen: Values): CartItem[] {
  return bundle.elementi.map((item, index) => ({
    key: randomKey(),
    id: item.id,
    tipo: item.tipo as CartItem['tipo'],
    dettaglio: localizedName(item.nome, lang),
    prezzo: item.prezzo,
    prezzo_combo: item.prezzo_combo,
    quantita: 1,
    ...(item.richiede_data
      ? { data: chosen[`data_${index}`] ?? null, lingua: chosen[`lingua_${index}`] ?? null }
      : {}),
  }));
}

/** The date, time and language of one guided tour of the bundle. */
function BundleTour({
  choices,
  index,
  lang,
  control,
}: {
  choices: BundleChoices;
  index: number;
  lang: Lang;
  control: Control<Values>;
}) {
  const t = useT();
  const item = choices.bundle.elementi[index]!;
  const name = localizedName(item.nome, lang);
  const { times, days } = choices.dates[index] ?? { times: [], days: [] };
  const [day, setDay] = useState<string | null>(null);
  const time = useController({ control, name: `data_${index}` });
  const language = useController({ control, name: `lingua_${index}` });
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  return (
    <TourChoice
      times={times}
      days={days}
      day={day}
      onDayChange={(next) => {
        setDay(next);
        time.field.onChange('');
        language.field.onChange('');
      }}
      time={time.field.value ?? ''}
      onTimeChange={(id) => {
        time.field.onChange(id);
        const languages = languagesOf(
          timesOn(times, day).find((candidate) => candidate.id === id),
          choices.languages[index] ?? [],
        );
        language.field.onChange(languages.length === 1 ? languages[0] : '');
      }}
      onTimeBlur={time.field.onBlur}
      timeError={message(time.fieldState.error?.message)}
      language={language.field.value ?? ''}
      onLanguageChange={language.field.onChange}
      languageError={message(language.fieldState.error?.message)}
      tourLanguages={choices.languages[index] ?? []}
      labels={{
        day: t('commerce.bundle.dateOf', { name }),
        time: t('commerce.bundle.timeOf', { name }),
        language: t('commerce.bundle.languageOf', { name }),
      }}
      hrefOf={(date) => `/${lang}/acquista/visite-guidate/${item.id}?data=${date}`}
    />
  );
}

/**
 * A date and a language for each guided tour of the bundle, and one button that adds every item
 * to the cart (PurchaseForm: rendered whole and disabled by the server, run by the island). The
 * cart is priced again by the server, which applies the bundle prices when the whole set is
 * present.
 */
export function BundleForm({ lang, bundle, dates, languages, go }: BundleFormProps) {
  const t = useT();
  const add = useCart((state) => state.add);
  const choices: BundleChoices = { bundle, dates, languages };
  const form = useForm<Values>({
    resolver: check.resolverOf(
      (module) => module.bundleResolver(bundle) as unknown as Resolver<Values>,
    ),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: Object.fromEntries(
      bundle.elementi.flatMap((item, index) =>
        item.richiede_data
          ? [
              [`data_${index}`, ''],
              [`lingua_${index}`, ''],
            ]
          : [],
      ),
    ),
  });

  const onValid = (chosen: Values) => {
    add(bundleLines(bundle, lang, chosen));
    go(`/${lang}/carrello`);
  };

  return (
    <PurchaseForm
      onSubmit={form.handleSubmit(onValid)}
      submit={t('commerce.bundle.add')}
      onFirstFocus={check.prefetch}
      gap="xl"
    >
      {bundle.elementi.map((item, index) =>
        item.richiede_data ? (
          <BundleTour
            key={`${item.tipo}-${item.id}-${index}`}
            choices={choices}
            index={index}
            lang={lang}
            control={form.control}
          />
        ) : null,
      )}
    </PurchaseForm>
  );
}
