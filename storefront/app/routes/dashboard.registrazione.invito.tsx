import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { pageUrl } from '../lib/guards/responses';
import type { Route } from './+types/dashboard.registrazione.invito';
import { api } from '../lib/api/request.server';
import { formValues, inviteSchema, parseValues } from '../lib/domain/checkout.schemas';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { InviteScreen } from '../features/account/InviteScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['invite']);
  return { email: pageUrl(args.request).searchParams.get('email') ?? '' };
}

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['invite']);
  assertSameOrigin(args.request);
  const url = pageUrl(args.request);
  const parsed = parseValues(inviteSchema, formValues(await args.request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await api(args.context).auth.acceptInvite(
      url.searchParams.get('token') ?? '',
      parsed.data.password,
    );
  } catch (error) {
    const status = (error as { status?: number }).status ?? 500;
    return data<ActionResult>(
      { formError: status < 500 ? 'commerce.invite.invalid' : 'commerce.errors.unavailable' },
      { status: status < 500 ? 400 : 503 },
    );
  }
  return redirect(`/${lang}/dashboard/login?registrato=1`);
}

export const meta = commerceMeta('invite');

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function InvitePage() {
  const { email } = useLoaderData<typeof loader>();
  return <InviteScreen email={email} result={useActionData<typeof action>()} />;
}
