import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form, data, useActionData, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.login.forgot';
import { requestPasswordReset } from '../lib/api/auth';
import { forgotSchema, formValues, parseValues } from '../lib/domain/checkout.schemas';
import { parseLang } from '../lib/guards';
import { assertSameOrigin, siteOrigin } from '../lib/session.server';
import {
  type ActionResult,
  FormMessage,
  Page,
  TextField,
  styles,
  useSendForm,
  useT,
  commerceMeta,
} from './checkout.fields';

type Values = z.input<typeof forgotSchema>;

export async function action({ request, params }: Route.ActionArgs) {
  const lang = parseLang(params.lang, pageUrl(request));
  assertSameOrigin(request);
  const parsed = parseValues(forgotSchema, formValues(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await requestPasswordReset(
      parsed.data.email,
      `${siteOrigin(request)}/${lang}/dashboard/login/reset`,
    );
  } catch {
    return data<ActionResult>({ formError: 'commerce.errors.unavailable' }, { status: 503 });
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
      <FormMessage tone="error">{result?.formError ? t(result.formError) : null}</FormMessage>
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
