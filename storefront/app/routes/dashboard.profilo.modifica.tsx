import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form, data, useActionData, useLoaderData } from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/dashboard.profilo.modifica';
import { api } from '../lib/api/request.server';
import { formValues, parseValues, profileSchema } from '../lib/domain/checkout.schemas';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
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

type Values = z.input<typeof profileSchema>;

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const token = await api(args.context).accessToken();
  const profile = await api(args.context).auth.profile(token ?? '');
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    email: profile.email ?? '',
  };
}

export async function action(args: Route.ActionArgs) {
  await runGuards(args, ['private-area']);
  assertSameOrigin(args.request);
  const parsed = parseValues(profileSchema, formValues(await args.request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await api(args.context).auth.updateProfile(
      (await api(args.context).accessToken()) ?? '',
      parsed.data,
    );
  } catch {
    return data<ActionResult>({ formError: 'commerce.errors.unavailable' }, { status: 503 });
  }
  return data<ActionResult>({ ok: true, notice: 'commerce.profile.saved' });
}

export const meta = commerceMeta('profileEdit');

export default function ProfileEditPage() {
  const t = useT();
  const profile = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const send = useSendForm();
  const form = useForm<Values>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: profile,
  });
  const errors = form.formState.errors;
  return (
    <Page title={t('commerce.titles.profileEdit')}>
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
          value={profile.email}
          readOnly
          type="email"
          autoComplete="email"
        />
        <TextField
          label={t('commerce.fields.firstName')}
          autoComplete="given-name"
          required
          error={errors.first_name?.message ?? result?.fieldErrors?.first_name}
          {...form.register('first_name')}
        />
        <TextField
          label={t('commerce.fields.lastName')}
          autoComplete="family-name"
          required
          error={errors.last_name?.message ?? result?.fieldErrors?.last_name}
          {...form.register('last_name')}
        />
        <button type="submit" className={styles.button}>
          {t('commerce.profile.save')}
        </button>
      </Form>
    </Page>
  );
}
