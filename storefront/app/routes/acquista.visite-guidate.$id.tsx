import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLoaderData, useNavigate } from 'react-router';
import type { z } from 'zod';
import { formatDateTime } from '@city/design-system';
import type { Route } from './+types/acquista.visite-guidate.$id';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { type CartItem, randomKey } from '../lib/domain/cart';
import { tourSchema } from '../lib/domain/checkout.schemas';
import { hasPlaces, placesText } from '../lib/domain/places';
import { parseLang } from '../lib/guards';
import { parseId } from '../lib/guards/product-purchase';
import { notFound, pageUrl } from '../lib/guards/responses';
import { useCart } from '../stores/cart';
import {
  CheckboxField,
  Page,
  Price,
  SelectField,
  TextField,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';
import { useHydrated } from '../lib/use-hydrated';

type Values = z.input<typeof tourSchema>;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  parseLang(params.lang, url);
  const id = parseId(params.id);
  if (id === null) notFound(url);
  try {
    const [product, dates] = await Promise.all([
      api(context).publicShop.listino('visite_guidate', id),
      api(context).publicShop.tourDates(id),
    ]);
    return { product, dates: dates.filter((date) => hasPlaces(date.disponibili)) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound(url);
    throw error;
  }
}

export const meta = commerceMeta('tour');

export default function TourPurchasePage() {
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const add = useCart((state) => state.add);
  const { product, dates } = useLoaderData<typeof loader>();
  const name = localized(product.nome, lang);
  const defaultRate = product.tariffe.find((rate) => rate.predefinita) ?? product.tariffe[0];
  const form = useForm<Values, unknown, z.output<typeof tourSchema>>({
    resolver: zodResolver(tourSchema),
    mode: 'onTouched',
    defaultValues: {
      data: '',
      lingua: '',
      tariffa: defaultRate?.codice ?? '',
      convenzione: '',
      accessorio: [],
      quantita: 1,
    },
  });
  const errors = form.formState.errors;
  const chosen = dates.find((date) => date.data === form.watch('data'));
  const languages = chosen ? (chosen.lingue ?? (chosen.lingua ? [chosen.lingua] : [])) : [];

  const onValid = (values: z.output<typeof tourSchema>) => {
    const rate = product.tariffe.find((item) => item.codice === values.tariffa);
    const accessories = product.accessori.filter((item) => values.accessorio.includes(item.codice));
    const unit =
      (rate?.prezzo ?? product.prezzo) + accessories.reduce((sum, item) => sum + item.prezzo, 0);
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

  if (dates.length === 0) {
    return (
      <Page title={t('commerce.purchase.title.visite_guidate', { name })}>
        <p role="status">{t('commerce.purchase.noDates')}</p>
      </Page>
    );
  }

  return (
    <Page title={t('commerce.purchase.title.visite_guidate', { name })}>
      <form noValidate className={styles.form} onSubmit={form.handleSubmit(onValid)}>
        <SelectField
          label={t('commerce.fields.date')}
          required
          error={errors.data?.message}
          options={[
            { value: '', label: t('commerce.purchase.chooseDate') },
            ...dates.map((date) => ({
              value: date.data,
              label: `${formatDateTime(date.inizio, lang)} · ${placesText(t, date.disponibili)}`,
            })),
          ]}
          {...form.register('data')}
          disabled={!hydrated}
        />
        <SelectField
          label={t('commerce.fields.language')}
          required
          error={errors.lingua?.message}
          options={[
            { value: '', label: t('commerce.purchase.chooseLanguage') },
            ...languages.map((code) => ({
              value: code,
              label: t(`commerce.languages.${code}`, { defaultValue: code }),
            })),
          ]}
          {...form.register('lingua')}
          disabled={!hydrated}
        />
        {product.tariffe.length > 0 ? (
          <SelectField
            label={t('commerce.fields.rate')}
            error={errors.tariffa?.message}
            options={product.tariffe.map((rate) => ({
              value: rate.codice,
              label: `${localized(rate.nome, lang)} (${(rate.prezzo / 100).toLocaleString(lang, { style: 'currency', currency: 'EUR' })})`,
            }))}
            {...form.register('tariffa')}
            disabled={!hydrated}
          />
        ) : (
          <p>
            {t('commerce.purchase.unitPrice')}: <Price cents={product.prezzo} />
          </p>
        )}
        {product.accessori.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend>{t('commerce.fields.accessories')}</legend>
            {product.accessori.map((item) => (
              <CheckboxField
                key={item.codice}
                value={item.codice}
                label={`${localized(item.nome, lang)} (+${(item.prezzo / 100).toLocaleString(lang, { style: 'currency', currency: 'EUR' })})`}
                {...form.register('accessorio')}
                disabled={!hydrated}
              />
            ))}
          </fieldset>
        ) : null}
        {product.convenzioni.length > 0 ? (
          <SelectField
            label={t('commerce.fields.agreement')}
            options={[
              { value: '', label: t('commerce.purchase.noAgreement') },
              ...product.convenzioni.map((item) => ({
                value: item.codice,
                label: localized(item.nome, lang),
              })),
            ]}
            {...form.register('convenzione')}
            disabled={!hydrated}
          />
        ) : null}
        <TextField
          label={t('commerce.fields.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20}
          required
          error={errors.quantita?.message}
          {...form.register('quantita')}
          disabled={!hydrated}
        />
        <button type="submit" className={styles.button} disabled={!hydrated}>
          {t('commerce.purchase.addToCart')}
        </button>
      </form>
    </Page>
  );
}
