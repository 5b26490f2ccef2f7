import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form, data, useActionData, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.login.forgot';
import { api } from '../lib/api/request.server';
import { forgotSchema, formValues, parseValues } from '../lib/domain/checkout.schemas';
import { parseLang } from '../lib/guards';
import { assertSameOrigin, siteOrigin } from '../lib/session.server';
import { clientAddress } from '../lib/client-address.server';
import { retryAfterHeaders, throttle, throttledAnswer } from '../lib/throttle.server';
import {
  type ActionResult,
  FormMessage,
  Page,
  TextField,
  styles,
  useSendForm,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

type Values = z.input<typeof forgotSchema>;

/** Passes a throttled request's Retry-After on to the response. */
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = parseLang(params.lang, pageUrl(request));
  assertSameOrigin(request);
  const parsed = parseValues(forgotSchema, formValues(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  // Reset requests send mail: they are throttled per email and per client address.
  const { email } = parsed.data;
  const attempt = await throttle().attempt('reset', { email, address: clientAddress(context) });
  if (!attempt.allowed)
    return data<ActionResult>(...throttledAnswer(attempt.retryAfter, { email }));
  try {
    await api(context).auth.requestPasswordReset(
      parsed.data.email,
      `${siteOrigin(request)}/${lang}/dashboard/login/reset`,
    );
  } catch {
    await attempt.cancelled();
    return data<ActionResult>(
      { formError: 'commerce.errors.unavailable', values: { email } },
      { status: 503 },
    );
  }
  // The same answer whether or not the address is registered.
  return data<ActionResult>({ ok: true, notice: 'commerce.forgot.sent' });
}

export const meta = commerceMeta('forgot');

export default function ForgotPage() {
  const t = useT();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const send = useSendForm();
  const form = useForm<Values>({ resolver: zodResolver(forgotSchema), mode: 'onTouched' });
  return (
    <Page title={t('commerce.titles.forgot')} intro={t('commerce.forgot.intro')}>
      {search.get('scaduto') ? (
        <FormMessage tone="error">{t('commerce.forgot.expired')}</FormMessage>
      ) : null}
      <FormMessage tone="error">
        {result?.formError ? t(result.formError, result.formErrorValues ?? {}) : null}
      </FormMessage>
      <FormMessage tone="notice">{result?.notice ? t(result.notice) : null}</FormMessage>
      <Form
        method="post"
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((_v, event) => send(event))}
      >
        <TextField
          label={t('commerce.fields.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values?.email}
          error={form.formState.errors.email?.message ?? result?.fieldErrors?.email}
          {...form.register('email')}
        />
        <button type="submit" className={styles.button}>
          {t('commerce.forgot.submit')}
        </button>
      </Form>
    </Page>
  );
}
