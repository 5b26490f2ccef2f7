import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.outdoor.registrazione';
import { hasRole } from '../lib/guards/roles';
import { runGuards } from '../lib/guards/run.server';
import { getViewer, authMiddleware } from '../lib/session.server';
import { Page, styles, useLang, useT, commerceMeta } from './checkout.fields';

/** Operator registration: explains how to become a outdoor operator; operators already enabled go to their listings. */
/** Writes refreshed or cleared auth cookies on the response. */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const viewer = await getViewer(args.request);
  return { enabled: hasRole(viewer, 'outdoor'), email: viewer.email ?? '' };
}

export const meta = commerceMeta('outdoorRegister');

export default function OperatorRegistrationPage() {
  const t = useT();
  const lang = useLang();
  const { enabled, email } = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.outdoorRegister')}>
      {enabled ? (
        <Link className={styles.button} to={`/${lang}/dashboard/outdoor`}>
          {t('commerce.titles.outdoorList')}
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
