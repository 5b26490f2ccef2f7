import { data, useActionData, useSearchParams } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.login.forgot';
import { api } from '../lib/api/request.server';
import { forgotSchema, formValues, parseValues } from '../lib/domain/checkout.schemas';
import { parseLang } from '../lib/guards';
import { assertSameOrigin, siteOrigin } from '../lib/session.server';
import { clientAddress } from '../lib/client-address.server';
import { retryAfterHeaders, throttle, throttledAnswer } from '../lib/throttle.server';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { ForgotScreen } from '../features/account/ForgotScreen';
import { staticPage } from '../lib/static-page';

/** Passes a throttled request's Retry-After on to the response. */
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = parseLang(params.lang, pageUrl(request));
  assertSameOrigin(request);
  const parsed = parseValues(forgotSchema, formValues(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  // Reset requests send mail: they are throttled per email and per client address.
  const { email } = parsed.data;
  const attempt = await throttle().attempt('reset', { email, address: clientAddress(context) });
  if (!attempt.allowed)
    return data<ActionResult>(...throttledAnswer(attempt.retryAfter, { email }));
  try {
    await api(context).auth.requestPasswordReset(
      parsed.data.email,
      `${siteOrigin(request)}/${lang}/dashboard/login/reset`,
    );
  } catch {
    await attempt.cancelled();
    return data<ActionResult>(
      { formError: 'commerce.errors.unavailable', values: { email } },
      { status: 503 },
    );
  }
  // The same answer whether or not the address is registered.
  return data<ActionResult>({ ok: true, notice: 'commerce.forgot.sent' });
}

export const meta = commerceMeta('forgot');

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function ForgotPage() {
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  return <ForgotScreen result={result} expired={Boolean(search.get('scaduto'))} />;
}
