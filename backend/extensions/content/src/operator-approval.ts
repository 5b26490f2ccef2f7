// Approving an operator application (candidature_operatori.stato = approved, in the admin app or
// through the REST API) attaches the operator policy of its kind to the applicant, so /users/me,
// /pages/me and the product API list the role from the next request on.
import type { Knex } from 'knex';
import { attachPolicy } from '../../shared/policies';

type Row = Record<string, unknown>;

export const APPLICATIONS = 'candidature_operatori';

const policyOfKind: Record<string, string> = {
  outdoor: 'operatore_outdoor',
  incoming: 'operatore_incoming',
  ristorazione: 'ristoratore',
};

/**
 * Attaches the named policy to the user unless an attachment or the user's role tree already
 * gives it. Returns true when an attachment was added.
 */
export async function grantPolicy(db: Knex, user: string, policyName: string): Promise<boolean> {
  return db.transaction((trx) => attachPolicy(trx, user, policyName));
}

/**
 * Grants the operator policy for a write that sets `stato` to approved: `keys` are the updated
 * applications (none on create); `payload` may carry `user` and `tipo` itself. Runs as a filter,
 * before Directus answers, so the role is there when the administrator's request returns.
 */
export async function grantOnApproval(db: Knex, payload: Row, keys: unknown[]): Promise<number> {
  if (payload['stato'] !== 'approved') return 0;
  const ids = keys.map(Number).filter((n) => Number.isInteger(n));
  const rows: Row[] = ids.length
    ? ((await db(APPLICATIONS).whereIn('id', ids).select('user', 'tipo')) as Row[])
    : [{}];
  let granted = 0;
  for (const row of rows) {
    const user = payload['user'] ?? row['user'];
    const policy = policyOfKind[String(payload['tipo'] ?? row['tipo'])];
    if (policy && typeof user === 'string' && user && (await grantPolicy(db, user, policy)))
      granted += 1;
  }
  return granted;
}
