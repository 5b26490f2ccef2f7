import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button, EmailField, Stack } from '@city/design-system';
import { inviteSchema } from '../../lib/domain/checkout.schemas';
import { type ActionResult, useT } from '../commerce/forms';
import { FormCheck } from '../../components/FormCheck';
import { AccountPage } from './AccountPage';
import { FormAlert, useCheckedSubmit } from './form';
import { NewPasswordFields } from './NewPasswordFields';

type Values = z.input<typeof inviteSchema>;

export interface InviteScreenProps {
  /** The invited address, named by the invitation link. */
  email: string;
  result?: ActionResult;
}

export function InviteScreen({ email, result }: InviteScreenProps) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({
    resolver: zodResolver(inviteSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { password: '', confirm: '' },
  });
  const { error, onSubmit } = useCheckedSubmit(form, formRef, result);
  return (
    <AccountPage title={t('commerce.titles.invite')} intro={t('commerce.invite.intro', { email })}>
      <FormAlert tone="error">{result?.formError ? t(result.formError) : null}</FormAlert>
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} data-form-check="invite">
        <Stack gap="md" maxWidth="reading" align="start">
          <Stack gap="md" width="full">
            {/* The account's address, for password managers; it is not sent. */}
            <EmailField
              label={t('commerce.fields.email')}
              value={email}
              isReadOnly
              autoComplete="username"
            />
            <NewPasswordFields control={form.control} error={error} />
          </Stack>
          <Button type="submit">{t('commerce.invite.submit')}</Button>
        </Stack>
      </Form>
      <FormCheck />
    </AccountPage>
  );
}
