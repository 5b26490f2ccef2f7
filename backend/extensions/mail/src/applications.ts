// An operator application decided in the admin app (candidature_operatori.stato set to approved
// or rejected): the applicant is told, in their language.
import type { Knex } from 'knex';
import { localeOf } from '../../shop/src/tickets/labels';
import { applicationDecided } from './mails';
import type { Outgoing } from './outbox';
import { render } from './templates';

type Row = Record<string, unknown>;

export async function applicationMails(
  db: Knex,
  storefrontUrl: string,
  keys: unknown[],
  stato: unknown,
): Promise<Outgoing[]> {
  if (stato !== 'approved' && stato !== 'rejected') return [];
  const ids = keys.map(Number).filter(Number.isInteger);
  if (!ids.length) return [];
  const rows = (await db('candidature_operatori')
    .join('directus_users', 'directus_users.id', 'candidature_operatori.user')
    .whereIn('candidature_operatori.id', ids)
    .select(
      'candidature_operatori.ragione_sociale',
      'directus_users.email',
      'directus_users.language',
    )) as Row[];
  const out: Outgoing[] = [];
  for (const r of rows) {
    if (!r['email']) continue;
    const locale = localeOf(r['language']);
    const mail = applicationDecided(locale, {
      approved: stato === 'approved',
      name: String(r['ragione_sociale'] ?? ''),
      url: `${storefrontUrl}/${locale}/dashboard`,
    });
    out.push({ to: String(r['email']), ...(await render(mail, locale)) });
  }
  return out;
}
