import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from 'react-router';
import type { z } from 'zod';
import { Button, Heading, Inline, Link, Stack } from '@city/design-system';
import { loginSchema } from '../../lib/domain/checkout.schemas';
import { type ActionResult, useLang, useT } from '../commerce/forms';
import { FormCheck } from '../../components/FormCheck';
import { AccountPage } from './AccountPage';
import { BoundEmailField, BoundPasswordField, FormAlert, useCheckedSubmit } from './form';

type Values = z.input<typeof loginSchema>;

export interface LoginScreenProps {
  /** Sign-in providers offered by the backend, with the address that starts each. */
  sso: ReadonlyArray<{ name: string; href: string }>;
  result?: ActionResult;
  /** Where the visitor goes once signed in (the page's `redirect`), kept on the register link. */
  redirect: string | null;
  /** What brought the visitor here: a logout, a new password, a completed registration. */
  notice?: 'loggedOut' | 'reset' | 'registered' | null;
}

const noticeKeys = {
  loggedOut: 'commerce.login.loggedOut',
  reset: 'commerce.reset.done',
  registered: 'commerce.register.done',
} as const;

export function LoginScreen({ sso, result, redirect, notice }: LoginScreenProps) {
  const t = useT();
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const ssoTitle = useId();
  const form = useForm<Values>({
    resolver: zodResolver(loginSchema),
    mode: 'onTouched',
    shouldFocusError: false,
    defaultValues: { email: result?.values?.email ?? '', password: '' },
  });
  const { error, onSubmit } = useCheckedSubmit(form, formRef, result);
  // A refused login comes back with the email only: the password field is emptied (without
  // JavaScript the page is rendered anew and the password was never written into it).
  const { setValue } = form;
  useEffect(() => {
    if (result?.values) setValue('password', '');
  }, [result, setValue]);
  const suffix = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <AccountPage title={t('commerce.titles.login')}>
      {notice ? <FormAlert tone="success">{t(noticeKeys[notice])}</FormAlert> : null}
      <FormAlert tone="error">
        {result?.formError ? t(result.formError, result.formErrorValues ?? {}) : null}
      </FormAlert>
      <Form method="post" noValidate ref={formRef} onSubmit={onSubmit} data-form-check="login">
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
            <BoundPasswordField
              reserveErrorSpace
              control={form.control}
              name="password"
              label={t('commerce.fields.password')}
              autoComplete="current-password"
              isRequired
              error={error('password')}
            />
          </Stack>
          <Button type="submit">{t('commerce.login.submit')}</Button>
        </Stack>
      </Form>
      <FormCheck />
      {sso.length > 0 ? (
        <Stack as="section" gap="sm" aria-labelledby={ssoTitle}>
          <Heading level={2} size="lg" id={ssoTitle}>
            {t('commerce.login.sso')}
          </Heading>
          <Inline gap="sm">
            {sso.map((provider) => (
              <Link
                key={provider.name}
                href={provider.href}
                external={false}
                appearance="button"
                buttonVariant="secondary"
              >
                {t('commerce.login.ssoWith', { provider: provider.name })}
              </Link>
            ))}
          </Inline>
        </Stack>
      ) : null}
      <Stack gap="xs" align="start">
        <Link href={`/${lang}/dashboard/login/forgot`} variant="standalone">
          {t('commerce.login.forgot')}
        </Link>
        <Link href={`/${lang}/dashboard/registrazione${suffix}`} variant="standalone">
          {t('commerce.login.register')}
        </Link>
      </Stack>
    </AccountPage>
  );
}
