import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button, EmailField, Stack } from '@city/design-system';
import { profileSchema } from '../../lib/domain/checkout.schemas';
import { type ActionResult, useLang, useT } from '../commerce/forms';
import { FormCheck } from '../../components/FormCheck';
import { AccountPage, useDashboardTrail } from './AccountPage';
import { BoundTextField, FormAlert, useCheckedSubmit } from './form';

type Values = z.input<typeof profileSchema>;

export interface ProfileEditScreenProps {
  profile: { first_name: string; last_name: string; email: string };
  result?: ActionResult;
}

export function ProfileEditScreen({ profile, result }: ProfileEditScreenProps) {
  const t = useT();
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name },
  });
  const { error, onSubmit } = useCheckedSubmit(form, formRef, result);
  const title = t('commerce.titles.profileEdit');
  const trail = useDashboardTrail(lang, { label: title, path: '/profilo/modifica' }, [
    { label: t('commerce.titles.me'), path: '/me' },
  ]);
  return (
    <AccountPage title={title} trail={trail}>
      <FormAlert tone="error">{result?.formError ? t(result.formError) : null}</FormAlert>
      <FormAlert tone="success">{result?.notice ? t(result.notice) : null}</FormAlert>
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} data-form-check="profile">
        <Stack gap="md" maxWidth="reading" align="start">
          <Stack gap="md" width="full">
            {/* The sign-in address is shown, not changed here. */}
            <EmailField label={t('commerce.fields.email')} value={profile.email} isReadOnly />
            <BoundTextField
              reserveErrorSpace
              control={form.control}
              name="first_name"
              label={t('commerce.fields.firstName')}
              autoComplete="given-name"
              isRequired
              error={error('first_name')}
            />
            <BoundTextField
              reserveErrorSpace
              control={form.control}
              name="last_name"
              label={t('commerce.fields.lastName')}
              autoComplete="family-name"
              isRequired
              error={error('last_name')}
            />
          </Stack>
          <Button type="submit">{t('commerce.profile.save')}</Button>
        </Stack>
      </Form>
      <FormCheck />
    </AccountPage>
  );
}
