import { data, redirect, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.operatore.registrazione';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { formValues, parseValues } from '../lib/domain/checkout.schemas';
import {
  applicationFields,
  applicationSchema,
  normalizeTaxId,
  serverFieldError,
} from '../lib/domain/operator-application';
import { pageUrl } from '../lib/guards/responses';
import { hasRole } from '../lib/guards/roles';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import { type ActionResult, commerceMeta } from '../features/commerce/forms';
import { ApplicationScreen } from '../features/operators/ApplicationScreen';
import { staticPage } from '../lib/static-page';
import {
  applicationKindOf,
  applicationShape,
  roleOfApplication,
} from '../features/operators/application';

/**
 * Operator registration, one module for /dashboard/outdoor/registrazione,
 * /dashboard/incoming/registrazione and /dashboard/ristorazione/registrazione (routes.commerce.ts
 * gives each its own id): a signed-in user
 * applies to become an operator of that kind (`POST /shop/operatori/candidature`) and then sees the
 * state of the application; operators already enabled go to their listings.
 */

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['private-area']);
  const url = pageUrl(args.request);
  const kind = applicationKindOf(url.pathname);
  const viewer = await api(args.context).viewer();
  if (hasRole(viewer, roleOfApplication[kind])) throw redirect(`/${lang}/dashboard/${kind}`);
  const applications = await api(args.context).shop.request(
    { path: '/operatori/candidature/mie' },
    z.array(applicationShape),
  );
  return {
    kind,
    email: viewer.email ?? '',
    latest: applications.find((application) => application.tipo === kind) ?? null,
    sent: url.searchParams.get('inviata') === '1',
  };
}

export async function action(args: Route.ActionArgs) {
  const lang = await runGuards(args, ['private-area']);
  assertSameOrigin(args.request);
  const kind = applicationKindOf(pageUrl(args.request).pathname);
  const posted = formValues(await args.request.formData());
  // A refused application comes back with what was typed (the page is not hydrated).
  const values = Object.fromEntries(
    applicationFields.map((field) => [
      field,
      typeof posted[field] === 'string' ? posted[field] : '',
    ]),
  );
  const refuse = (result: ActionResult, status: number) =>
    data<ActionResult>({ ...result, values }, { status });
  const parsed = parseValues(applicationSchema, posted);
  if (!parsed.success) return refuse({ fieldErrors: parsed.fieldErrors }, 400);
  const application = parsed.data;
  try {
    await api(args.context).shop.request(
      {
        method: 'POST',
        path: '/operatori/candidature',
        body: {
          ...application,
          tipo: kind,
          partita_iva: normalizeTaxId(application.partita_iva),
          sito_web: application.sito_web || null,
        },
      },
      z.unknown(),
    );
  } catch (error) {
    if (!(error instanceof ApiError))
      return refuse({ formError: 'commerce.errors.unavailable' }, 503);
    if (error.status === 409 && error.code === 'ALREADY_OPERATOR')
      throw redirect(`/${lang}/dashboard/${kind}`);
    if (error.status === 409) throw redirect(`/${lang}/dashboard/${kind}/registrazione?inviata=1`);
    if (error.status === 400) {
      const fieldErrors: Record<string, string> = {};
      for (const entry of error.errors) {
        const key = serverFieldError(entry.extensions.field, entry.extensions['reason']);
        if (key && entry.extensions.field) fieldErrors[entry.extensions.field] ??= key;
      }
      return refuse(
        Object.keys(fieldErrors).length
          ? { fieldErrors }
          : { formError: 'commerce.application.refused' },
        400,
      );
    }
    return refuse(
      {
        formError:
          error.status < 500 ? 'commerce.application.refused' : 'commerce.errors.unavailable',
      },
      error.status < 500 ? 400 : 503,
    );
  }
  throw redirect(`/${lang}/dashboard/${kind}/registrazione?inviata=1`);
}

const metas = {
  outdoor: commerceMeta('outdoorRegister'),
  incoming: commerceMeta('incomingRegister'),
  ristorazione: commerceMeta('ristorazioneRegister'),
};
export const meta: Route.MetaFunction = (args) =>
  metas[applicationKindOf(args.location.pathname)](args);

/** Server HTML, not hydrated: the form posts to the action; the page script checks it first. */
export const handle = staticPage;

export default function OperatorRegistrationPage() {
  return (
    <ApplicationScreen
      {...useLoaderData<typeof loader>()}
      result={useActionData<typeof action>()}
    />
  );
}
