import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button, Stack } from '@city/design-system';
import { forgotSchema } from '../../lib/domain/checkout.schemas';
import { type ActionResult, useT } from '../commerce/forms';
import { FormCheck } from '../../components/FormCheck';
import { AccountPage } from './AccountPage';
import { BoundEmailField, FormAlert, useCheckedSubmit } from './form';

type Values = z.input<typeof forgotSchema>;

export interface ForgotScreenProps {
  result?: ActionResult;
  /** The visitor came from a reset link that was no longer valid. */
  expired: boolean;
}

export function ForgotScreen({ result, expired }: ForgotScreenProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    resolver: zodResolver(forgotSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { email: result?.values?.email ?? '' },
  });
  const { error, onSubmit } = useCheckedSubmit(form, formRef, result);
  return (
    <AccountPage title={t('commerce.titles.forgot')} intro={t('commerce.forgot.intro')}>
      {expired ? <FormAlert tone="error">{t('commerce.forgot.expired')}</FormAlert> : null}
      <FormAlert tone="error">
        {result?.formError ? t(result.formError, result.formErrorValues ?? {}) : null}
      </FormAlert>
      <FormAlert tone="success">{result?.notice ? t(result.notice) : null}</FormAlert>
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} data-form-check="forgot">
        <Stack gap="md" maxWidth="reading" align="start">
          <Stack gap="md" width="full">
            <BoundEmailField
              reserveErrorSpace
              control={form.control}
              name="email"
              label={t('commerce.fields.email')}
              isRequired
              error={error('email')}
            />
          </Stack>
          <Button type="submit">{t('commerce.forgot.submit')}</Button>
        </Stack>
      </Form>
      <FormCheck />
    </AccountPage>
  );
}
