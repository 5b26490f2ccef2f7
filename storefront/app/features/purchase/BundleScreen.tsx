import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { type Control, useController, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert, Button, EmptyState, Link, Stack } from '@city/design-system';
import type { Bundle } from '../../lib/api/bundle';
import { type CartItem, randomKey } from '../../lib/domain/cart';
import { errorKeys } from '../../lib/domain/checkout.schemas';
import { useHydrated } from '../../lib/use-hydrated';
import { useCart } from '../../stores/cart';
import { localized, useLang, useT } from '../commerce/forms';
import { isChoosable, timesOn } from './availability';
import type { BundlePageData } from './bundle.server';
import { ProductSummary } from './ProductSummary';
import { PurchasePage } from './PurchasePage';
import { TourChoice, languagesOf } from './TourChoice';

/** Item types the bundle page adds by itself; others are bought on their own pages. */
const addable = new Set(['carte', 'carte_regalate', 'visite_guidate']);

type Values = Record<string, string>;

/** A date and a language for every item that is sold for a date. */
function bundleSchema(bundle: Bundle) {
  const shape: Record<string, z.ZodString> = {};
  bundle.elementi.forEach((item, index) => {
    if (!item.richiede_data) return;
    shape[`data_${index}`] = z.string().regex(/^\d{12}$/, errorKeys.required);
    shape[`lingua_${index}`] = z.string().min(1, errorKeys.required).max(10);
  });
  return z.object(shape);
}

/** The date, time and language of one guided tour of the bundle. */
function BundleTour({
  data,
  index,
  control,
}: {
  data: BundlePageData;
  index: number;
  control: Control<Values>;
}) {
  const t = useT();
  const lang = useLang();
  const item = data.bundle.elementi[index]!;
  const name = localized(item.nome, lang);
  const { times, days } = data.dates[index] ?? { times: [], days: [] };
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
          data.languages[index] ?? [],
        );
        language.field.onChange(languages.length === 1 ? languages[0] : '');
      }}
      onTimeBlur={time.field.onBlur}
      timeError={message(time.fieldState.error?.message)}
      language={language.field.value ?? ''}
      onLanguageChange={language.field.onChange}
      languageError={message(language.fieldState.error?.message)}
      tourLanguages={data.languages[index] ?? []}
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
 * A bundle (a combo of the product API): what it includes at the bundle and list prices, a date
 * and a language for each guided tour, and one button that adds every item to the cart. The cart
 * is priced again by the server, which applies the bundle prices when the whole set is present.
 */
export function BundleScreen({ data }: { data: BundlePageData }) {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const add = useCart((state) => state.add);
  const { bundle, summary } = data;
  const schema = useMemo(() => bundleSchema(bundle), [bundle]);
  const form = useForm<Values>({
    resolver: zodResolver(schema),
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
  const blocked = bundle.elementi.filter((item) => !addable.has(item.tipo));
  const soldOut = bundle.elementi.some(
    (item, index) =>
      item.tipo === 'visite_guidate' && !(data.dates[index]?.days ?? []).some(isChoosable),
  );

  const onValid = (chosen: Values) => {
    const items: CartItem[] = bundle.elementi.map((item, index) => ({
      key: randomKey(),
      id: item.id,
      tipo: item.tipo as CartItem['tipo'],
      dettaglio: localized(item.nome, lang),
      prezzo: item.prezzo,
      prezzo_combo: item.prezzo_combo,
      quantita: 1,
      ...(item.richiede_data
        ? { data: chosen[`data_${index}`] ?? null, lingua: chosen[`lingua_${index}`] ?? null }
        : {}),
    }));
    add(items);
    void navigate(`/${lang}/carrello`);
  };

  return (
    <PurchasePage
      title={t('commerce.bundle.title', { name: summary.title })}
      summary={
        <ProductSummary
          summary={summary}
          prices={[
            {
              id: 'total',
              label: t('commerce.bundle.total'),
              cents: bundle.prezzo_combo,
              originalCents: bundle.prezzo,
              kind: 'combo',
              attributes: { 'data-testid': 'bundle-total' },
            },
          ]}
        />
      }
    >
      {blocked.length > 0 ? (
        <Alert tone="info" announce={false} title={t('commerce.bundle.elsewhere')}>
          <Stack as="ul" gap="xs">
            {blocked.map((item) => (
              <li key={`${item.tipo}-${item.id}`}>
                <Link href={`/${lang}/acquista/${item.tipo}/${item.id}`}>
                  {localized(item.nome, lang)}
                </Link>
              </li>
            ))}
          </Stack>
        </Alert>
      ) : soldOut ? (
        <EmptyState icon="calendar" title={t('commerce.purchase.noDates')} />
      ) : (
        <form noValidate onSubmit={form.handleSubmit(onValid)}>
          <Stack gap="xl">
            {bundle.elementi.map((item, index) =>
              item.richiede_data ? (
                <BundleTour
                  key={`${item.tipo}-${item.id}-${index}`}
                  data={data}
                  index={index}
                  control={form.control}
                />
              ) : null,
            )}
            <div>
              <Button type="submit" iconStart="cart" isDisabled={!hydrated}>
                {t('commerce.bundle.add')}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </PurchasePage>
  );
}
