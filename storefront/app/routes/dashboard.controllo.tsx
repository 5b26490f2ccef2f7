import { data, useActionData, useLoaderData } from 'react-router';
import jsqrUrl from 'jsqr/dist/jsQR.js?url';
import type { Route } from './+types/dashboard.controllo';
import { api } from '../lib/api/request.server';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import { commerceMeta } from '../features/commerce/forms';
import { codeInputSchema } from '../features/tickets/data';
import { DoorScreen } from '../features/tickets/DoorScreen';
import type { DoorResult } from '../features/tickets/DoorScreen';
import { checkIn } from '../features/tickets/tickets.server';
import { staticPage } from '../lib/static-page';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['door-staff']);
  // jsQR's script, fetched by the scanner only where the browser has no BarcodeDetector.
  return { decoder: jsqrUrl };
}

/** A typed or scanned code, checked in by the shop as the signed-in door staff. */
export async function action(args: Route.ActionArgs) {
  await runGuards(args, ['door-staff']);
  assertSameOrigin(args.request);
  const form = await args.request.formData();
  const raw = form.get('codice');
  const code = typeof raw === 'string' ? raw : '';
  const parsed = codeInputSchema.safeParse(code);
  if (!parsed.success)
    return data<DoorResult>(
      {
        error: parsed.error.issues[0]?.message ?? 'commerce.door.errors.invalid',
        code: code.slice(0, 200),
      },
      { status: 400 },
    );
  const answer = await checkIn(api(args.context), parsed.data);
  const status =
    answer.outcome === 'valid'
      ? 200
      : answer.outcome === 'error'
        ? 503
        : answer.outcome === 'notYours'
          ? 403
          : 409;
  return data<DoorResult>({ answer, code: parsed.data }, { status });
}

export const meta = commerceMeta('door');

/** Server HTML, not hydrated (README, "Which pages are hydrated"); the scanner is an enhancement. */
export const handle = staticPage;

export default function DoorPage() {
  const { decoder } = useLoaderData<typeof loader>();
  return <DoorScreen result={useActionData<typeof action>()} decoder={decoder} />;
}
