import { data, redirect, useActionData } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.login.reset';
import { api } from '../lib/api/request.server';
import { formValues, parseValues, resetSchema } from '../lib/domain/checkout.schemas';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { ResetScreen } from '../features/account/ResetScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['reset-password']);
  return null;
}

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['reset-password']);
  assertSameOrigin(args.request);
  const token = pageUrl(args.request).searchParams.get('token') ?? '';
  const parsed = parseValues(resetSchema, formValues(await args.request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await api(args.context).auth.resetPassword(token, parsed.data.password);
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    return data<ActionResult>(
      { formError: status < 500 ? 'commerce.reset.invalid' : 'commerce.errors.unavailable' },
      { status: status < 500 ? 400 : 503 },
    );
  }
  return redirect(`/${lang}/dashboard/login?reimpostata=1`);
}

export const meta = commerceMeta('reset');

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function ResetPage() {
  return <ResetScreen result={useActionData<typeof action>()} />;
}
