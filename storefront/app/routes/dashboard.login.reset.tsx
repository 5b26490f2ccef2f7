import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form, data, redirect, useActionData } from 'react-router';
import type { z } from 'zod';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.login.reset';
import { api } from '../lib/api/request.server';
import { formValues, parseValues, resetSchema } from '../lib/domain/checkout.schemas';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import {
  type ActionResult,
  fieldErrorOf,
  FormMessage,
  Page,
  NewPasswordFields,
  styles,
  useSendForm,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

type Values = z.input<typeof resetSchema>;

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['reset-password']);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['reset-password']);
  assertSameOrigin(args.request);
  const token = pageUrl(args.request).searchParams.get('token') ?? '';
  const parsed = parseValues(resetSchema, formValues(await args.request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await api(args.context).auth.resetPassword(token, parsed.data.password);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    return data<ActionResult>(
      { formError: status < 500 ? 'commerce.reset.invalid' : 'commerce.errors.unavailable' },
      { status: status < 500 ? 400 : 503 },
    );
  }
  return redirect(`/${lang}/dashboard/login?reimpostata=1`);
}

export const meta = commerceMeta('reset');

export default function ResetPage() {
  const t = useT();
  const result = useActionData<typeof action>();
  const send = useSendForm();
  const form = useForm<Values>({ resolver: zodResolver(resetSchema), mode: 'onTouched' });
  const fieldError = fieldErrorOf(form.formState.errors, result);
  return (
    <Page title={t('commerce.titles.reset')}>
      <FormMessage tone="error">{result?.formError ? t(result.formError) : null}</FormMessage>
      <Form
        method="post"
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((_v, event) => send(event))}
      >
        <NewPasswordFields
          password={form.register('password')}
          confirm={form.register('confirm')}
          error={fieldError}
          label="commerce.fields.newPassword"
        />
        <button type="submit" className={styles.button}>
          {t('commerce.reset.submit')}
        </button>
      </Form>
    </Page>
  );
}
