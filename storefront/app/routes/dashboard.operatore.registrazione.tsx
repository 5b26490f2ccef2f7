import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Form, data, redirect, useActionData, useLoaderData } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/dashboard.operatore.registrazione';
import { ApiError } from '../lib/api/transport';
import { api } from '../lib/api/request.server';
import { formValues, parseValues } from '../lib/domain/checkout.schemas';
import {
  type ApplicationValues,
  applicationSchema,
  normalizeTaxId,
  serverFieldError,
} from '../lib/domain/operator-application';
import { pageUrl } from '../lib/guards/responses';
import { hasRole } from '../lib/guards/roles';
import { runGuards } from '../lib/guards/run.server';
import { assertSameOrigin } from '../lib/session.server';
import {
  type ActionResult,
  fieldErrorOf,
  FormMessage,
  Page,
  TextAreaField,
  TextField,
  commerceMeta,
  styles,
  useLang,
  useSendForm,
  useT,
} from '../features/commerce/forms';

/**
 * Operator registration, one module for /dashboard/outdoor/registrazione and
 * /dashboard/incoming/registrazione (routes.commerce.ts gives each its own id): a signed-in user
 * applies to become an operator of that kind (`POST /shop/operatori/candidature`) and then sees the
 * state of the application; operators already enabled go to their listings.
 */

type OperatorKind = 'outdoor' | 'incoming';

function kindOf(pathname: string): OperatorKind {
  return /\/dashboard\/incoming\//.test(pathname) ? 'incoming' : 'outdoor';
}

const applicationShape = z.object({
  id: z.number(),
  tipo: z.string(),
  stato: z.enum(['submitted', 'approved', 'rejected']),
  ragione_sociale: z.string(),
  nota_moderatore: z.string().nullable(),
  date_created: z.string().nullable(),
});

export async function loader(args: Route.LoaderArgs) {
  const lang = await runGuards(args, ['private-area']);
  const url = pageUrl(args.request);
  const kind = kindOf(url.pathname);
  const viewer = await api(args.context).viewer();
  if (hasRole(viewer, kind)) throw redirect(`/${lang}/dashboard/${kind}`);
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
  const kind = kindOf(pageUrl(args.request).pathname);
  const parsed = parseValues(applicationSchema, formValues(await args.request.formData()));
  if (!parsed.success)
    return data<ActionResult>({ fieldErrors: parsed.fieldErrors }, { status: 400 });
  const values = parsed.data;
  try {
    await api(args.context).shop.request(
      {
        method: 'POST',
        path: '/operatori/candidature',
        body: {
          ...values,
          tipo: kind,
          partita_iva: normalizeTaxId(values.partita_iva),
          sito_web: values.sito_web || null,
        },
      },
      z.unknown(),
    );
  } catch (error) {
    if (!(error instanceof ApiError))
      return data<ActionResult>({ formError: 'commerce.errors.unavailable' }, { status: 503 });
    if (error.status === 409 && error.code === 'ALREADY_OPERATOR')
      throw redirect(`/${lang}/dashboard/${kind}`);
    if (error.status === 409) throw redirect(`/${lang}/dashboard/${kind}/registrazione?inviata=1`);
    if (error.status === 400) {
      const fieldErrors: Record<string, string> = {};
      for (const entry of error.errors) {
        const key = serverFieldError(entry.extensions.field, entry.extensions['reason']);
        if (key && entry.extensions.field) fieldErrors[entry.extensions.field] ??= key;
      }
      return data<ActionResult>(
        Object.keys(fieldErrors).length
          ? { fieldErrors }
          : { formError: 'commerce.application.refused' },
        { status: 400 },
      );
    }
    return data<ActionResult>(
      {
        formError:
          error.status < 500 ? 'commerce.application.refused' : 'commerce.errors.unavailable',
      },
      { status: error.status < 500 ? 400 : 503 },
    );
  }
  throw redirect(`/${lang}/dashboard/${kind}/registrazione?inviata=1`);
}

const outdoorMeta = commerceMeta('outdoorRegister');
const incomingMeta = commerceMeta('incomingRegister');
export const meta: Route.MetaFunction = (args) =>
  (kindOf(args.location.pathname) === 'incoming' ? incomingMeta : outdoorMeta)(args);

function ApplicationForm({ kind }: { kind: OperatorKind }) {
  const t = useT();
  const result = useActionData<typeof action>();
  const send = useSendForm();
  const form = useForm<ApplicationValues, unknown, z.output<typeof applicationSchema>>({
    resolver: zodResolver(applicationSchema),
    mode: 'onTouched',
  });
  const fieldError = fieldErrorOf(form.formState.errors, result);
  return (
    <>
      <FormMessage tone="error">{result?.formError ? t(result.formError) : null}</FormMessage>
      <Form
        method="post"
        noValidate
        className={styles.form}
        aria-label={t(`commerce.application.form.${kind}`)}
        onSubmit={form.handleSubmit((_v, event) => send(event))}
      >
        <TextField
          label={t('commerce.application.fields.ragione_sociale')}
          autoComplete="organization"
          required
          error={fieldError('ragione_sociale')}
          {...form.register('ragione_sociale')}
        />
        <TextField
          label={t('commerce.application.fields.partita_iva')}
          hint={t('commerce.application.hints.partita_iva')}
          autoComplete="off"
          required
          error={fieldError('partita_iva')}
          {...form.register('partita_iva')}
        />
        <TextField
          label={t('commerce.application.fields.telefono')}
          type="tel"
          autoComplete="tel"
          required
          error={fieldError('telefono')}
          {...form.register('telefono')}
        />
        <TextField
          label={t('commerce.application.fields.sito_web')}
          hint={t('commerce.application.hints.sito_web')}
          type="url"
          autoComplete="url"
          error={fieldError('sito_web')}
          {...form.register('sito_web')}
        />
        <TextAreaField
          label={t('commerce.application.fields.descrizione')}
          hint={t('commerce.application.hints.descrizione')}
          required
          error={fieldError('descrizione')}
          {...form.register('descrizione')}
        />
        <button type="submit" className={styles.button}>
          {t('commerce.application.submit')}
        </button>
      </Form>
    </>
  );
}

export default function OperatorRegistrationPage() {
  const t = useT();
  const lang = useLang();
  const { kind, email, latest, sent } = useLoaderData<typeof loader>();
  const title = t(`commerce.titles.${kind}Register`);
  const day = (iso: string | null) =>
    iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso)) : '';

  if (latest && latest.stato !== 'rejected')
    return (
      <Page title={title}>
        <FormMessage tone="notice">{sent ? t('commerce.application.sent') : null}</FormMessage>
        <section className={styles.card} aria-labelledby="application-state">
          <h2 id="application-state">{t('commerce.application.stateTitle')}</h2>
          <p data-application-state={latest.stato}>
            {t(`commerce.application.state.${latest.stato}`, {
              name: latest.ragione_sociale,
              date: day(latest.date_created),
            })}
          </p>
          {latest.stato === 'submitted' ? <p>{t('commerce.application.next', { email })}</p> : null}
        </section>
      </Page>
    );

  return (
    <Page title={title} intro={t(`commerce.application.intro.${kind}`)}>
      {latest ? (
        <section className={styles.card} aria-labelledby="application-state">
          <h2 id="application-state">{t('commerce.application.stateTitle')}</h2>
          <p data-application-state="rejected">
            {t('commerce.application.state.rejected', {
              name: latest.ragione_sociale,
              date: day(latest.date_created),
            })}
          </p>
          {latest.nota_moderatore ? (
            <p>
              {t('commerce.application.note')} {latest.nota_moderatore}
            </p>
          ) : null}
          <p>{t('commerce.application.again')}</p>
        </section>
      ) : null}
      <ApplicationForm kind={kind} />
    </Page>
  );
}
