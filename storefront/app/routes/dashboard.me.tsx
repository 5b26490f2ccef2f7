import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/dashboard.me';
import { api } from '../lib/api/request.server';
import { runGuards } from '../lib/guards/run.server';
import { Page, styles, useLang, useT, commerceMeta } from '../features/commerce/forms';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(args, ['private-area']);
  const viewer = await api(args.context).viewer();
  return {
    email: viewer.email ?? '',
    firstName: viewer.firstName ?? '',
    lastName: viewer.lastName ?? '',
    roles: viewer.roles,
  };
}

export const meta = commerceMeta('me');

export default function MePage() {
  const t = useT();
  const lang = useLang();
  const me = useLoaderData<typeof loader>();
  return (
    <Page title={t('commerce.titles.me')}>
      <dl className={styles.card}>
        <dt>{t('commerce.fields.firstName')}</dt>
        <dd>{me.firstName || '—'}</dd>
        <dt>{t('commerce.fields.lastName')}</dt>
        <dd>{me.lastName || '—'}</dd>
        <dt>{t('commerce.fields.email')}</dt>
        <dd data-testid="me-email">{me.email}</dd>
        <dt>{t('commerce.dashboard.roles')}</dt>
        <dd>
          {me.roles.map((role) => t(`commerce.roles.${role}`, { defaultValue: role })).join(', ')}
        </dd>
      </dl>
      <Link to={`/${lang}/dashboard/profilo/modifica`}>{t('commerce.titles.profileEdit')}</Link>
    </Page>
  );
}
