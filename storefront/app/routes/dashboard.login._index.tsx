import { data, redirect, useActionData, useLoaderData, useSearchParams } from 'react-router';
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
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { LoginScreen } from '../features/account/LoginScreen';
import { staticPage } from '../lib/static-page';

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

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function LoginPage() {
  const { sso } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const notice = search.get('uscito')
    ? 'loggedOut'
    : search.get('reimpostata')
      ? 'reset'
      : search.get('registrato')
        ? 'registered'
        : null;
  return (
    <LoginScreen sso={sso} result={result} redirect={search.get('redirect')} notice={notice} />
  );
}
