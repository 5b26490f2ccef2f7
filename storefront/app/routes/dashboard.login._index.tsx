import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  Form,
  Link,
  data,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
} from 'react-router';
import type { z } from 'zod';
import type { Route } from './+types/dashboard.login._index';
import { api } from '../lib/api/request.server';
import { ssoLoginUrl } from '../lib/api/auth';
import { ssoCallbackUrl } from '../lib/auth-sso.server';
import { clientAddress } from '../lib/client-address.server';
import { retryAfterHeaders, throttle, throttledAnswer } from '../lib/throttle.server';
import { formValues, loginSchema, parseValues } from '../lib/domain/checkout.schemas';
import { parseLang } from '../lib/guards';
import { pageUrl } from '../lib/guards/responses';
import { returnPath } from '../lib/site-path';
import {
  assertSameOrigin,
  clearTokens,
  commitTokens,
  endSession,
  siteOrigin,
} from '../lib/session.server';
import {
  type ActionResult,
  FormMessage,
  Page,
  TextField,
  styles,
  useLang,
  useSendForm,
  useT,
  commerceMeta,
} from '../features/commerce/forms';

type Values = z.input<typeof loginSchema>;

/** Passes a throttled login's Retry-After on to the response. */
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  const back = returnPath(url.searchParams.get('redirect'), lang);
  const viewer = await api(context).viewer();
  if (viewer.loggedIn) throw redirect(back);
  let providers: string[];
  try {
    const list = await api(context).auth.providers();
    providers = list.filter((name) => /^[a-z0-9_-]+$/i.test(name));
  } catch {
    providers = [];
  }
  const origin = siteOrigin(request);
  return {
    // The backend comes back to the SSO callback page, which completes the login and goes on to `back`.
    sso: providers.map((name) => ({
      name,
      href: ssoLoginUrl(api(context).publicUrl, name, ssoCallbackUrl(origin, lang, back)),
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  assertSameOrigin(request);
  const parsed = parseValues(loginSchema, formValues(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  // Failed logins are throttled per account and per client address (lib/throttle.server.ts).
  const { email } = parsed.data;
  const attempt = await throttle().attempt('login', { email, address: clientAddress(context) });
  if (!attempt.allowed)
    return data<ActionResult>(...throttledAnswer(attempt.retryAfter, { email }));
  // Logging in first clears old tokens (and revokes the old session when there is one).
  const headers = new Headers();
  for (const cookie of await endSession(request)) headers.append('Set-Cookie', cookie);
  const cleared = async () => {
    const clearing = new Headers();
    for (const cookie of await clearTokens(request)) clearing.append('Set-Cookie', cookie);
    return clearing;
  };
  try {
    const tokens = await api(context).auth.login(
      email,
      parsed.data.password,
      clientAddress(context),
    );
    if (!tokens) {
      return data<ActionResult>(
        { formError: 'commerce.login.failed', values: { email } },
        { status: 401, headers: await cleared() },
      );
    }
    for (const cookie of await commitTokens(request, tokens)) headers.append('Set-Cookie', cookie);
    await attempt.succeeded();
    return redirect(returnPath(url.searchParams.get('redirect'), lang), { headers });
  } catch (error) {
    // The backend did not judge the credentials: the attempt does not count as a failure.
    await attempt.cancelled();
    const status = (error as { status?: number }).status;
    return data<ActionResult>(
      {
        formError: status === 429 ? 'commerce.errors.rateLimited' : 'commerce.errors.unavailable',
        values: { email },
      },
      { status: status === 429 ? 429 : 503, headers: await cleared() },
    );
  }
}

export const meta = commerceMeta('login');

export default function LoginPage() {
  const t = useT();
  const lang = useLang();
  const { sso } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const send = useSendForm();
  const form = useForm<Values>({ resolver: zodResolver(loginSchema), mode: 'onTouched' });
  const errors = form.formState.errors;
  const back = search.get('redirect');
  // A refused login comes back with the email only: the password field is emptied (without
  // JavaScript the page is rendered anew and the password was never written into it).
  const { setValue } = form;
  useEffect(() => {
    if (result?.values) setValue('password', '');
  }, [result, setValue]);
  const suffix = back ? `?redirect=${encodeURIComponent(back)}` : '';
  return (
    <Page title={t('commerce.titles.login')}>
      {search.get('uscito') ? (
        <FormMessage tone="notice">{t('commerce.login.loggedOut')}</FormMessage>
      ) : null}
      {search.get('reimpostata') ? (
        <FormMessage tone="notice">{t('commerce.reset.done')}</FormMessage>
      ) : null}
      {search.get('registrato') ? (
        <FormMessage tone="notice">{t('commerce.register.done')}</FormMessage>
      ) : null}
      <FormMessage tone="error">
        {result?.formError ? t(result.formError, result.formErrorValues ?? {}) : null}
      </FormMessage>
      <Form
        method="post"
        noValidate
        className={styles.form}
        onSubmit={form.handleSubmit((_values, event) => send(event))}
      >
        <TextField
          label={t('commerce.fields.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={result?.values?.email}
          error={errors.email?.message ?? result?.fieldErrors?.email}
          {...form.register('email')}
        />
        <TextField
          label={t('commerce.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message ?? result?.fieldErrors?.password}
          {...form.register('password')}
        />
        <button
          type="submit"
          className={styles.button}
          disabled={navigation.state === 'submitting'}
        >
          {t('commerce.login.submit')}
        </button>
      </Form>
      {sso.length > 0 ? (
        <section aria-labelledby="sso-title" className={styles.card}>
          <h2 id="sso-title">{t('commerce.login.sso')}</h2>
          {sso.map((provider) => (
            <a key={provider.name} className={styles.secondaryButton} href={provider.href}>
              {t('commerce.login.ssoWith', { provider: provider.name })}
            </a>
          ))}
        </section>
      ) : null}
      <p>
        <Link to={`/${lang}/dashboard/login/forgot`}>{t('commerce.login.forgot')}</Link>
      </p>
      <p>
        <Link to={`/${lang}/dashboard/registrazione${suffix}`}>{t('commerce.login.register')}</Link>
      </p>
    </Page>
  );
}
