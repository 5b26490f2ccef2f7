// Who is calling: a logged-in user (JWT access token), a guest (the storefront's static token or no
// token) or an administrator. Role codes come from the user's role tree and directly attached policies.
import type { Knex } from 'knex';
import type { ApiRequest } from '../../shared/http';
import { ApiError, unauthenticated } from '../../shared/http';

export interface Viewer {
  /** The Directus user id of a logged-in user; null for guests. */
  user: string | null;
  /** True when the request carries a token (user or static). */
  authenticated: boolean;
  admin: boolean;
  roles: string[];
  email: string | null;
}

const isJwt = (token: string | null | undefined): boolean =>
  typeof token === 'string' && token.split('.').length === 3;

export async function getViewer(req: ApiRequest, db: Knex): Promise<Viewer> {
  const acc = req.accountability ?? null;
  const accountUser = acc?.user ?? null;
  const admin = acc?.admin === true;
  const staticToken = accountUser !== null && !isJwt(req.token);
  // A static token of a non-admin account is the storefront's public token: the caller is a guest.
  const user = accountUser !== null && (!staticToken || admin) ? accountUser : null;
  const viewer: Viewer = {
    user,
    authenticated: accountUser !== null,
    admin,
    roles: [],
    email: null,
  };
  if (user !== null) {
    const roleIds = acc?.roles ?? (acc?.role ? [acc.role] : []);
    const [roles, policies, me] = await Promise.all([
      roleIds.length
        ? db('directus_roles').whereIn('id', roleIds).select('name')
        : Promise.resolve([]),
      db('directus_access')
        .join('directus_policies', 'directus_policies.id', 'directus_access.policy')
        .where('directus_access.user', user)
        .select('directus_policies.name'),
      db('directus_users').where({ id: user }).first('email'),
    ]);
    viewer.roles = [
      ...new Set([...roles, ...policies].map((r: { name: string }) => String(r.name))),
    ];
    viewer.email = me?.email ?? null;
  }
  return viewer;
}

export function requireCaller(viewer: Viewer): void {
  if (!viewer.authenticated) {
    throw new ApiError(
      401,
      'UNAUTHENTICATED',
      'A token is required (user token or the storefront token).',
    );
  }
}

export function requireUser(viewer: Viewer): string {
  if (viewer.user === null) throw unauthenticated();
  return viewer.user;
}

export function hasRole(viewer: Viewer, code: string): boolean {
  return viewer.admin || viewer.roles.some((r) => r.toLowerCase() === code.toLowerCase());
}
