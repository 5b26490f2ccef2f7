import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.profilo.modifica';
import { api } from '../lib/api/request.server';
import { formValues, parseValues, profileSchema } from '../lib/domain/checkout.schemas';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { ProfileEditScreen } from '../features/account/ProfileEditScreen';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const token = await api(args.context).accessToken();
  const profile = await api(args.context).auth.profile(token ?? '');
  return {
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    email: profile.email ?? '',
  };
}

export async function action(args: Route.ActionArgs) {
  await runGuards(args, ['private-area']);
  assertSameOrigin(args.request);
  const parsed = parseValues(profileSchema, formValues(await args.request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  try {
    await api(args.context).auth.updateProfile(
      (await api(args.context).accessToken()) ?? '',
      parsed.data,
    );
  } catch {
    return data<ActionResult>({ formError: 'commerce.errors.unavailable' }, { status: 503 });
  }
  return data<ActionResult>({ ok: true, notice: 'commerce.profile.saved' });
}

export const meta = commerceMeta('profileEdit');

/** Server HTML, not hydrated (README, "Which pages are hydrated"). */
export const handle = staticPage;

export default function ProfileEditPage() {
  const profile = useLoaderData<typeof loader>();
  return <ProfileEditScreen profile={profile} result={useActionData<typeof action>()} />;
}
