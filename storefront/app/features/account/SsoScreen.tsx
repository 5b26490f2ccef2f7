import { useEffect, useRef } from 'react';
import { Form, useSubmit } from 'react-router';
import { Button, HiddenField, Inline, Link, Spinner, Stack, Text } from '@city/design-system';
import { useLang, useT } from '../commerce/forms';
import { AccountPage } from './AccountPage';
import { FormAlert } from './form';

export interface SsoScreenProps {
  /** Message key of the failure (reported by the backend or by the action), if any. */
  error?: string | null;
  /** Where to go once signed in (a checked return path). */
  back: string;
}

/**
 * The SSO callback: the page posts once to its action, which turns the backend's SSO cookie into
 * the site's session; without JavaScript the visitor presses "Continue".
 */
export function SsoScreen({ error, back }: SsoScreenProps) {
  const t = useT();
  const lang = useLang();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (error || sent.current || !form.current) return;
    sent.current = true;
    void submit(form.current);
  }, [error, submit]);

  return (
    <AccountPage title={t('commerce.titles.sso')}>
      {error ? (
        <>
          <FormAlert tone="error">{t(error)}</FormAlert>
          <Link href={`/${lang}/dashboard/login`} variant="standalone">
            {t('commerce.sso.backToLogin')}
          </Link>
        </>
      ) : (
        <Form method="post" ref={form} data-auto-submit="">
          <Stack gap="md" align="start">
            <Inline gap="sm">
              <Spinner size="sm" decorative />
              <Text>{t('commerce.sso.completing')}</Text>
            </Inline>
            <HiddenField name="redirect" value={back} />
            <Button type="submit">{t('commerce.sso.continue')}</Button>
          </Stack>
        </Form>
      )}
    </AccountPage>
  );
}
