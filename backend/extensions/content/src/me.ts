// GET /pages/me (and GET /users/me for site users): the signed-in user with the names of their
// role, its ancestors and the policies attached to them directly.
import type { Knex } from 'knex';
import { unauthenticated, type Req } from '../../shared/http';
import type { Row } from './hook-api';

/** The role names the storefront knows; others are not listed. */
const known = [
  'utente',
  'organizzatore',
  'operatore_outdoor',
  'operatore_incoming',
  'ristoratore',
  'titolare_card',
  'controllo',
  'editor',
  'storefront',
  'Administrator',
];

const noUser = () => unauthenticated('A user token is required.');

/** The names of a role and its ancestors (at most five levels up). */
async function roleNames(db: Knex, roleId: string | null): Promise<string[]> {
  const names: string[] = [];
  for (let depth = 0; roleId && depth < 5; depth++) {
    const r: Row | undefined = await db('directus_roles')
      .select('name', 'parent')
      .where('id', roleId)
      .first();
    if (!r) break;
    names.push(String(r['name']));
    roleId = (r['parent'] as string) ?? null;
  }
  return names;
}

/** The names of the policies attached to the user directly. */
async function directPolicies(db: Knex, user: string): Promise<string[]> {
  const direct: Row[] = await db('directus_access as a')
    .join('directus_policies as p', 'p.id', 'a.policy')
    .select('p.name')
    .where('a.user', user);
  return direct.map((d) => String(d['name']));
}

export async function me(db: Knex, req: Req) {
  const user = req.accountability?.user;
  if (!user) throw noUser();
  const u: Row | undefined = await db('directus_users as u')
    .leftJoin('directus_roles as r', 'r.id', 'u.role')
    .select(
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.language',
      'u.status',
      'u.role',
      'r.name as role_name',
      'r.parent as role_parent',
    )
    .where('u.id', user)
    .first();
  if (!u) throw noUser();
  const roles = new Set([
    ...(await roleNames(db, u['role'] as string | null)),
    ...(await directPolicies(db, user)),
  ]);
  // the storefront's service user is not a site user
  if (roles.has('storefront')) throw noUser();
  const role = u['role'] ? { id: u['role'], name: u['role_name'] ?? null } : null;
  return {
    data: {
      id: u['id'],
      email: u['email'],
      first_name: u['first_name'] ?? null,
      last_name: u['last_name'] ?? null,
      language: u['language'] ?? null,
      status: u['status'] ?? null,
      role,
      roles: [...roles].filter((r) => known.includes(r)),
    },
  };
}
