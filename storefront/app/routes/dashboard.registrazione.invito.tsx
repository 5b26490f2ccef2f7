import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import type { z } from 'zod';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.registrazione.invito';
import { api } from '../lib/api/request.server';
import { formValues, inviteSchema, parseValues } from '../lib/domain/checkout.schemas';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import {
  type ActionResult,
  fieldErrorOf,
  FormMessage,
  Page,
  NewPasswordFields,
  TextField,
  styles,
  useSendForm,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

type Values = z.input<typeof inviteSchema>;

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['invite']);
  return { email: pageUrl(args.request).searchParams.get('email') ?? '' };
}

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['invite']);
  assertSameOrigin(args.request);
  const url = pageUrl(args.request);
  const parsed = parseValues(inviteSchema, formValues(await args.request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await api(args.context).auth.acceptInvite(
      url.searchParams.get('token') ?? '',
      parsed.data.password,
    );
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    return data<ActionResult>(
      { formError: status < 500 ? 'commerce.invite.invalid' : 'commerce.errors.unavailable' },
      { status: status < 500 ? 400 : 503 },
    );
  }
  return redirect(`/${lang}/dashboard/login?registrato=1`);
}

export const meta = commerceMeta('invite');

export default function InvitePage() {
  const t = useT();
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const send = useSendForm();
  const form = useForm<Values>({ resolver: zodResolver(inviteSchema), mode: 'onTouched' });
  const fieldError = fieldErrorOf(form.formState.errors, result);
  return (
    <Page title={t('commerce.titles.invite')} intro={t('commerce.invite.intro', { email })}>
      <FormMessage tone="error">{result?.formError ? t(result.formError) : null}</FormMessage>
      <Form
        method="post"
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((_v, event) => send(event))}
      >
        <TextField
          label={t('commerce.fields.email')}
          type="email"
          value={email}
          readOnly
          autoComplete="username"
        />
        <NewPasswordFields
          password={form.register('password')}
          confirm={form.register('confirm')}
          error={fieldError}
        />
        <button type="submit" className={styles.button}>
          {t('commerce.invite.submit')}
        </button>
      </Form>
    </Page>
  );
}
