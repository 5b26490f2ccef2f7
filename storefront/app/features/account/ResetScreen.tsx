import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button, Stack } from '@city/design-system';
import { resetSchema } from '../../lib/domain/checkout.schemas';
import { type ActionResult, useT } from '../commerce/forms';
import { FormCheck } from '../../components/FormCheck';
import { AccountPage } from './AccountPage';
import { FormAlert, useCheckedSubmit } from './form';
import { NewPasswordFields } from './NewPasswordFields';

type Values = z.input<typeof resetSchema>;

export function ResetScreen({ result }: { result?: ActionResult }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    resolver: zodResolver(resetSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { password: '', confirm: '' },
  });
  const { error, onSubmit } = useCheckedSubmit(form, formRef, result);
  return (
    <AccountPage title={t('commerce.titles.reset')}>
      <FormAlert tone="error">{result?.formError ? t(result.formError) : null}</FormAlert>
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} data-form-check="reset">
        <Stack gap="md" maxWidth="reading" align="start">
          <Stack gap="md" width="full">
            <NewPasswordFields
              control={form.control}
              error={error}
              label="commerce.fields.newPassword"
            />
          </Stack>
          <Button type="submit">{t('commerce.reset.submit')}</Button>
        </Stack>
      </Form>
      <FormCheck />
    </AccountPage>
  );
}
