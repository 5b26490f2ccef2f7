import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.operatore.registrazione';
import { hasRole } from '../lib/guards/roles';
import { runGuards } from '../lib/guards/run.server';
import { getViewer, authMiddleware } from '../lib/session.server';
import { Page, styles, useLang, useT, commerceMeta } from './checkout.fields';

/**
 * Operator registration, one module for /dashboard/outdoor/registrazione and
 * /dashboard/incoming/registrazione (routes.commerce.ts gives each its own id): explains how to
 * become an operator of that kind; operators already enabled go to their listings.
 */

type OperatorKind = 'outdoor' | 'incoming';

function kindOf(pathname: string): OperatorKind {
  return /\/dashboard\/incoming\//.test(pathname) ? 'incoming' : 'outdoor';
}

/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const kind = kindOf(new URL(args.request.url).pathname);
  const viewer = await getViewer(args.request);
  return { kind, enabled: hasRole(viewer, kind), email: viewer.email ?? '' };
}

const outdoorMeta = commerceMeta('outdoorRegister');
const incomingMeta = commerceMeta('incomingRegister');
export const meta: Route.MetaFunction = (args) =>
  (kindOf(args.location.pathname) === 'incoming' ? incomingMeta : outdoorMeta)(args);

export default function OperatorRegistrationPage() {
  const t = useT();
  const lang = useLang();
  const { kind, enabled, email } = useLoaderData<typeof loader>();
  return (
    <Page title={t(`commerce.titles.${kind}Register`)}>
      {enabled ? (
        <Link className={styles.button} to={`/${lang}/dashboard/${kind}`}>
          {t(`commerce.titles.${kind}List`)}
        </Link>
      ) : (
        <div className={styles.card}>
          <p>{t('commerce.operators.registrationIntro', { email })}</p>
          <p>{t('commerce.operators.registrationNext')}</p>
        </div>
      )}
    </Page>
  );
}
