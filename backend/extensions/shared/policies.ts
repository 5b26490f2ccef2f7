// Granting a Directus policy to a user (operator approval, loyalty card issue): one rule for both
// extensions, so `/users/me`, `/pages/me` and the product API see the role on the next request.
import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';

type Row = Record<string, unknown>;

/** How many parent roles are followed when looking for the policy in the user's role tree. */
const ROLE_TREE_DEPTH = 5;

/** True when the role or one of its parents (up to ROLE_TREE_DEPTH) has the policy attached. */
async function roleTreeHas(trx: Knex | Knex.Transaction, user: string, policy: unknown) {
  const u = (await trx('directus_users').where({ id: user }).first('role')) as Row | undefined;
  let roleId = (u?.['role'] as string | null) ?? null;
  for (let depth = 0; roleId && depth < ROLE_TREE_DEPTH; depth += 1) {
    if (await trx('directus_access').where({ role: roleId, policy }).first('id')) return true;
    const r = (await trx('directus_roles').where({ id: roleId }).first('parent')) as
      Row | undefined;
    roleId = (r?.['parent'] as string | null) ?? null;
  }
  return false;
}

/**
 * Attaches the named policy to the user, inside the caller's transaction, unless the policy does
 * not exist or an attachment or the user's role tree already gives it. Returns true when an
 * attachment was added.
 */
export async function attachPolicy(
  trx: Knex | Knex.Transaction,
  user: string,
  policyName: string,
): Promise<boolean> {
  const policy = (await trx('directus_policies').where({ name: policyName }).first('id')) as
    Row | undefined;
  if (!policy) return false;
  if (await trx('directus_access').where({ user, policy: policy['id'] }).first('id')) return false;
  if (await roleTreeHas(trx, user, policy['id'])) return false;
  await trx('directus_access').insert({ id: randomUUID(), role: null, user, policy: policy['id'] });
  return true;
}
