import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Form, data, redirect, useActionData } from 'react-router';
import type { z } from 'zod';
import { pageUrl } from '../lib/guards/responses';
import { registeredLoginPath } from '../lib/site-path';
import type { Route } from './+types/dashboard.registrazione._index';
import { api } from '../lib/api/request.server';
import { formValues, parseValues, registerSchema } from '../lib/domain/checkout.schemas';
import { parseLang } from '../lib/guards';
import { assertSameOrigin } from '../lib/session.server';
import { clientAddress } from '../lib/client-address.server';
import { retryAfterHeaders, throttle, throttledAnswer } from '../lib/throttle.server';
import {
  type ActionResult,
  fieldErrorOf,
  CheckboxField,
  FormMessage,
  Page,
  NewPasswordFields,
  TextField,
  styles,
  useSendForm,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

type Values = z.input<typeof registerSchema>;

/** Passes a throttled request's Retry-After on to the response. */
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  assertSameOrigin(request);
  const parsed = parseValues(registerSchema, formValues(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const { email, password, first_name, last_name } = parsed.data;
  // Registrations create accounts and send mail: throttled per email and per client address.
  const values = { first_name, last_name, email, privacy: 'on' };
  const attempt = await throttle().attempt('register', { email, address: clientAddress(context) });
  if (!attempt.allowed) return data<ActionResult>(...throttledAnswer(attempt.retryAfter, values));
  try {
    await api(context).auth.register(email, password, { first_name, last_name });
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) await attempt.cancelled();
    return data<ActionResult>(
      {
        formError: status < 500 ? 'commerce.register.refused' : 'commerce.errors.unavailable',
        values,
      },
      { status: status < 500 ? 400 : 503 },
    );
  }
  return redirect(registeredLoginPath(lang, url.searchParams.get('redirect')));
}

export const meta = commerceMeta('register');

export default function RegisterPage() {
  const t = useT();
  const result = useActionData<typeof action>();
  const send = useSendForm();
  const form = useForm<Values, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
  });
  const fieldError = fieldErrorOf(form.formState.errors, result);
  // A refused registration comes back without the passwords (see the login page).
  const { setValue } = form;
  useEffect(() => {
    if (!result?.values) return;
    setValue('password', '');
    setValue('confirm', '');
  }, [result, setValue]);
  return (
    <Page title={t('commerce.titles.register')}>
      <FormMessage tone="error">
        {result?.formError ? t(result.formError, result.formErrorValues ?? {}) : null}
      </FormMessage>
      <Form
        method="post"
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((_v, event) => send(event))}
      >
        <TextField
          label={t('commerce.fields.firstName')}
          autoComplete="given-name"
          required
          defaultValue={result?.values?.first_name}
          error={fieldError('first_name')}
          {...form.register('first_name')}
        />
        <TextField
          label={t('commerce.fields.lastName')}
          autoComplete="family-name"
          required
          defaultValue={result?.values?.last_name}
          error={fieldError('last_name')}
          {...form.register('last_name')}
        />
        <TextField
          label={t('commerce.fields.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values?.email}
          error={fieldError('email')}
          {...form.register('email')}
        />
        <NewPasswordFields
          password={form.register('password')}
          confirm={form.register('confirm')}
          error={fieldError}
        />
        <CheckboxField
          label={t('commerce.fields.privacy')}
          required
          defaultChecked={result?.values?.privacy === 'on'}
          error={fieldError('privacy')}
          {...form.register('privacy')}
        />
        <button type="submit" className={styles.button}>
          {t('commerce.register.submit')}
        </button>
      </Form>
    </Page>
  );
}
