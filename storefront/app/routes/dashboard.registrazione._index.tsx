import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form, data, redirect, useActionData } from 'react-router';
import type { z } from 'zod';
import { pageUrl } from '../lib/guards/responses';
import { registeredLoginPath } from '../lib/site-path';
import type { Route } from './+types/dashboard.registrazione._index';
import { register } from '../lib/api/auth';
import { formValues, parseValues, registerSchema } from '../lib/domain/checkout.schemas';
import { parseLang } from '../lib/guards';
import { assertSameOrigin } from '../lib/session.server';
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
} from './checkout.fields';

type Values = z.input<typeof registerSchema>;

export async function action({ request, params }: Route.ActionArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  assertSameOrigin(request);
  const parsed = parseValues(registerSchema, formValues(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const { email, password, first_name, last_name } = parsed.data;
  try {
    await register(email, password, { first_name, last_name });
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    return data<ActionResult>(
      { formError: status < 500 ? 'commerce.register.refused' : 'commerce.errors.unavailable' },
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
  return (
    <Page title={t('commerce.titles.register')}>
      <FormMessage tone="error">{result?.formError ? t(result.formError) : null}</FormMessage>
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
          error={fieldError('first_name')}
          {...form.register('first_name')}
        />
        <TextField
          label={t('commerce.fields.lastName')}
          autoComplete="family-name"
          required
          error={fieldError('last_name')}
          {...form.register('last_name')}
        />
        <TextField
          label={t('commerce.fields.email')}
          type="email"
          autoComplete="email"
          required
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
