import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button, Stack } from '@city/design-system';
import { registerSchema } from '../../lib/domain/checkout.schemas';
import { type ActionResult, useT } from '../commerce/forms';
import { FormCheck } from '../../components/FormCheck';
import { AccountPage } from './AccountPage';
import {
  BoundCheckbox,
  BoundEmailField,
  BoundTextField,
  FormAlert,
  useCheckedSubmit,
} from './form';
import { NewPasswordFields } from './NewPasswordFields';

type Values = z.input<typeof registerSchema>;

export function RegisterScreen({ result }: { result?: ActionResult }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: {
      first_name: result?.values?.first_name ?? '',
      last_name: result?.values?.last_name ?? '',
      email: result?.values?.email ?? '',
      password: '',
      confirm: '',
      privacy: result?.values?.privacy === 'on',
    },
  });
  const { error, onSubmit } = useCheckedSubmit(form, formRef, result);
  // A refused registration comes back without the passwords (see the login page).
  const { setValue } = form;
  useEffect(() => {
    if (!result?.values) return;
    setValue('password', '');
    setValue('confirm', '');
  }, [result, setValue]);
  return (
    <AccountPage title={t('commerce.titles.register')}>
      <FormAlert tone="error">
        {result?.formError ? t(result.formError, result.formErrorValues ?? {}) : null}
      </FormAlert>
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} data-form-check="register">
        <Stack gap="md" maxWidth="reading" align="start">
          <Stack gap="md" width="full">
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
            <BoundEmailField
              reserveErrorSpace
              control={form.control}
              name="email"
              label={t('commerce.fields.email')}
              isRequired
              error={error('email')}
            />
            <NewPasswordFields control={form.control} error={error} />
            <BoundCheckbox
              control={form.control}
              name="privacy"
              isRequired
              error={error('privacy')}
            >
              {t('commerce.fields.privacy')}
            </BoundCheckbox>
          </Stack>
          <Button type="submit">{t('commerce.register.submit')}</Button>
        </Stack>
      </Form>
      <FormCheck />
    </AccountPage>
  );
}
