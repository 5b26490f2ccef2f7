import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '@city/design-system';
import type { Route } from './+types/dashboard.armonia.calendario.$slug.prenota';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { calendarActivitySchema } from '../lib/api/product';
import { hasPlaces, placesText } from '../lib/domain/places';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import {
  type ActionResult,
  FormMessage,
  Page,
  localized,
  styles,
  useLang,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['booking', 'loyalty-cards']);
  const activity = await api(args.context).shop.request(
    { path: `/armonia/calendario/${args.params.slug}` },
    calendarActivitySchema,
  );
  return {
    activity: {
      ...activity,
      date: activity.date.filter((date) => !date.prenotata && hasPlaces(date.disponibili)),
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['booking', 'loyalty-cards']);
  assertSameOrigin(args.request);
  const dataId = Number((await args.request.formData()).get('data_id'));
  if (!Number.isInteger(dataId) || dataId < 1) {
    return data<ActionResult>(
      { fieldErrors: { data_id: 'commerce.errors.slot' } },
      { status: 400 },
    );
  }
  try {
    await api(args.context).shop.request(
      { method: 'POST', path: '/armonia/prenota', body: { data_id: dataId } },
      z.unknown(),
    );
  } catch (error) {
    const code = error instanceof ApiError ? (error.code ?? 'ERROR') : 'UNAVAILABLE';
    return data<ActionResult>(
      { formError: `commerce.loyalty.bookErrors.${code}` },
      { status: error instanceof ApiError ? error.status : 502 },
    );
  }
  return redirect(`/${lang}/dashboard/armonia/gestisci`);
}

export const meta = commerceMeta('loyaltyBook');

export default function LoyaltyBookPage() {
  const t = useT();
  const lang = useLang();
  const { activity } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const error = result?.fieldErrors?.data_id;
  return (
    <Page title={t('commerce.loyalty.bookTitle', { name: localized(activity.nome, lang) })}>
      <FormMessage tone="error">
        {result?.formError
          ? t(result.formError, { defaultValue: t('commerce.loyalty.bookErrors.ERROR') })
          : null}
      </FormMessage>
      {activity.date.length === 0 ? <p>{t('commerce.purchase.noDates')}</p> : null}
      <Form method="post" className={styles.form}>
        <fieldset className={styles.fieldset} aria-describedby={error ? 'date-error' : undefined}>
          <legend>{t('commerce.fields.date')}</legend>
          {activity.date.map((date) => (
            <div key={date.id} className={styles.check}>
              <input type="radio" id={`date-${date.id}`} name="data_id" value={date.id} required />
              <label htmlFor={`date-${date.id}`}>
                {formatDateTime(date.inizio ?? date.data, lang)} · {placesText(t, date.disponibili)}
              </label>
            </div>
          ))}
          {error ? (
            <p id="date-error" className={styles.error}>
              {t(error)}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" className={styles.button}>
          {t('commerce.loyalty.confirmBooking')}
        </button>
      </Form>
    </Page>
  );
}
