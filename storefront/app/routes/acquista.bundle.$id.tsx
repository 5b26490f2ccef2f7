import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { z } from 'zod';
import { Price, formatDateTime } from '@city/design-system';
import type { Route } from './+types/acquista.bundle.$id';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { type Bundle, readBundle } from '../lib/api/bundle';
import { type CartItem, randomKey } from '../lib/domain/cart';
import { errorKeys } from '../lib/domain/checkout.schemas';
import { hasPlaces, placesText } from '../lib/domain/places';
import { runGuards } from '../lib/guards/run.server';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { useCart } from '../stores/cart';
import {
  FormMessage,
  Page,
  SelectField,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';
import { useHydrated } from '../lib/use-hydrated';

/** Item types the bundle page adds by itself; others are bought on their own pages. */
const addable = new Set(['carte', 'carte_regalate', 'visite_guidate']);

/**
 * A bundle (a combo of the product API): its items with list and bundle prices, a date and a
 * language for each guided tour, and one button that adds every item to the cart. The cart is
 * priced again by the server, which applies the bundle prices when the whole set is present.
 * Malformed or unknown ids, inactive bundles and bundles with an item off sale are 404.
 */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, []);
  const url = pageUrl(args.request);
  const id = parseId(args.params.id);
  if (id === null) notFound(url);
  try {
    const found = await readBundle(api(args.context).publicShop, id);
    const dates = await Promise.all(
      found.elementi.map(async (item) =>
        item.tipo === 'visite_guidate'
          ? (await api(args.context).publicShop.tourDates(item.id)).filter((date) =>
              hasPlaces(date.disponibili),
            )
          : [],
      ),
    );
    return { bundle: found, dates };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('bundle');

function bundleSchema(bundle: Bundle) {
  const shape: Record<string, z.ZodString> = {};
  bundle.elementi.forEach((item, index) => {
    if (!item.richiede_data) return;
    shape[`data_${index}`] = z.string().regex(/^\d{12}$/, errorKeys.required);
    shape[`lingua_${index}`] = z.string().min(1, errorKeys.required).max(10);
  });
  return z.object(shape);
}

export default function BundlePage() {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const add = useCart((state) => state.add);
  const { bundle, dates } = useLoaderData<typeof loader>();
  const schema = useMemo(() => bundleSchema(bundle), [bundle]);
  const form = useForm<Record<string, string>>({
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
  const errors = form.formState.errors;
  const values = form.watch();
  const name = localized(bundle.nome, lang) || bundle.codice;
  const blocked = bundle.elementi.filter((item) => !addable.has(item.tipo));
  const soldOut = bundle.elementi.some(
    (item, index) => item.tipo === 'visite_guidate' && (dates[index] ?? []).length === 0,
  );

  const onValid = (chosen: Record<string, string>) => {
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
    <Page title={t('commerce.bundle.title', { name })}>
      <section aria-labelledby="bundle-items" className={styles.card}>
        <h2 id="bundle-items">{t('commerce.bundle.items')}</h2>
        <ul className={styles.list}>
          {bundle.elementi.map((item, index) => (
            <li key={`${item.tipo}-${item.id}-${index}`} className={styles.row}>
              <span>{localized(item.nome, lang)}</span>
              <Price cents={item.prezzo_combo} originalCents={item.prezzo} kind="combo" />
            </li>
          ))}
        </ul>
        <p className={styles.row} data-testid="bundle-total">
          <span>{t('commerce.bundle.total')}</span>
          <Price cents={bundle.prezzo_combo} originalCents={bundle.prezzo} kind="combo" size="lg" />
        </p>
      </section>
      {blocked.length > 0 ? (
        <FormMessage tone="notice">
          {t('commerce.bundle.elsewhere')}
          <ul>
            {blocked.map((item) => (
              <li key={`${item.tipo}-${item.id}`}>
                <Link to={`/${lang}/acquista/${item.tipo}/${item.id}`}>
                  {localized(item.nome, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </FormMessage>
      ) : soldOut ? (
        <p role="status">{t('commerce.purchase.noDates')}</p>
      ) : (
        <form noValidate className={styles.form} onSubmit={form.handleSubmit(onValid)}>
          {bundle.elementi.map((item, index) => {
            if (!item.richiede_data) return null;
            const itemDates = dates[index] ?? [];
            const chosen = itemDates.find((date) => date.data === values[`data_${index}`]);
            const languages = chosen
              ? (chosen.lingue ?? (chosen.lingua ? [chosen.lingua] : []))
              : [];
            const itemName = localized(item.nome, lang);
            return (
              <fieldset key={`${item.tipo}-${item.id}-${index}`} className={styles.fieldset}>
                <legend>{itemName}</legend>
                <SelectField
                  label={t('commerce.bundle.dateOf', { name: itemName })}
                  required
                  error={errors[`data_${index}`]?.message}
                  options={[
                    { value: '', label: t('commerce.purchase.chooseDate') },
                    ...itemDates.map((date) => ({
                      value: date.data,
                      label: `${formatDateTime(date.inizio, lang)} · ${placesText(t, date.disponibili)}`,
                    })),
                  ]}
                  {...form.register(`data_${index}`)}
                  disabled={!hydrated}
                />
                <SelectField
                  label={t('commerce.bundle.languageOf', { name: itemName })}
                  required
                  error={errors[`lingua_${index}`]?.message}
                  options={[
                    { value: '', label: t('commerce.purchase.chooseLanguage') },
                    ...languages.map((code) => ({
                      value: code,
                      label: t(`commerce.languages.${code}`, { defaultValue: code }),
                    })),
                  ]}
                  {...form.register(`lingua_${index}`)}
                  disabled={!hydrated}
                />
              </fieldset>
            );
          })}
          <button type="submit" className={styles.button} disabled={!hydrated}>
            {t('commerce.bundle.add')}
          </button>
        </form>
      )}
    </Page>
  );
}
