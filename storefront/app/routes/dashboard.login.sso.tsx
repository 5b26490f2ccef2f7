import { data, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.login.sso';
import { completeSsoLogin, ssoReturnPath } from '../lib/auth-sso.server';
import { parseLang } from '../lib/guards';
import { pageUrl } from '../lib/guards/responses';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { SsoScreen } from '../features/account/SsoScreen';
import { staticPage } from '../lib/static-page';

/**
 * SSO callback: the backend sends the browser here after a provider login (`?redirect=` return
 * path), or with `?reason=<code>` when it failed. The page posts once to its action, which turns the
 * backend's SSO cookie into the site's session (lib/auth-sso.server.ts).
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  return {
    failed: url.searchParams.has('reason'),
    back: ssoReturnPath(url.searchParams.get('redirect'), lang),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const lang = parseLang(params.lang, pageUrl(request));
  const form = await request.formData();
  const back = form.get('redirect');
  const outcome = await completeSsoLogin(request, lang, typeof back === 'string' ? back : null);
  if (outcome.ok) return redirect(outcome.location, { headers: outcome.headers });
  return data<ActionResult>(
    { formError: outcome.error },
    { status: outcome.status, headers: outcome.headers },
  );
}

export const meta = commerceMeta('sso');

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function SsoCallbackPage() {
  const { failed, back } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <SsoScreen error={failed ? 'commerce.sso.failed' : result?.formError} back={back} />;
}
