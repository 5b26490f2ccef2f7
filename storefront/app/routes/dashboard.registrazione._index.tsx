import { data, redirect, useActionData } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import { registeredLoginPath } from '../lib/site-path';
import type { Route } from './+types/dashboard.registrazione._index';
import { api } from '../lib/api/request.server';
import { formValues, parseValues, registerSchema } from '../lib/domain/checkout.schemas';
import { parseLang } from '../lib/guards';
import { assertSameOrigin } from '../lib/session.server';
import { clientAddress } from '../lib/client-address.server';
import { retryAfterHeaders, throttle, throttledAnswer } from '../lib/throttle.server';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { RegisterScreen } from '../features/account/RegisterScreen';
import { staticPage } from '../lib/static-page';

/** Passes a throttled request's Retry-After on to the response. */
export const headers: Route.HeadersFunction = retryAfterHeaders;

export async function action({ request, params, context }: Route.ActionArgs) {
  const url = pageUrl(request);
  const lang = parseLang(params.lang, url);
  assertSameOrigin(request);
  const parsed = parseValues(registerSchema, formValues(await request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const { email, password, first_name, last_name } = parsed.data;
  // Registrations create accounts and send mail: throttled per email and per client address.
  const values = { first_name, last_name, email, privacy: 'on' };
  const attempt = await throttle().attempt('register', { email, address: clientAddress(context) });
  if (!attempt.allowed) return data<ActionResult>(...throttledAnswer(attempt.retryAfter, values));
  try {
    await api(context).auth.register(email, password, { first_name, last_name });
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    if (status >= 500) await attempt.cancelled();
    return data<ActionResult>(
      {
        formError: status < 500 ? 'commerce.register.refused' : 'commerce.errors.unavailable',
        values,
      },
      { status: status < 500 ? 400 : 503 },
    );
  }
  return redirect(registeredLoginPath(lang, url.searchParams.get('redirect')));
}

export const meta = commerceMeta('register');

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function RegisterPage() {
  return <RegisterScreen result={useActionData<typeof action>()} />;
}
