import type { Viewer } from '../api/auth';

/** Role codes the guards accept, as `GET /pages/me` lists them (backend/SCHEMA.md, Roles). */
export const roleNames = {
  organiser: ['organizzatore'],
  outdoor: ['operatore_outdoor'],
  incoming: ['operatore_incoming'],
  restaurateur: ['ristoratore'],
  loyalty: ['titolare_card'],
  doorStaff: ['controllo'],
  admin: ['administrator', 'admin'],
} as const;

export type RoleKey = keyof typeof roleNames;

export function hasRole(viewer: Pick<Viewer, 'roles'>, role: RoleKey): boolean {
  const accepted: readonly string[] = roleNames[role];
  return viewer.roles.some((name) => accepted.includes(name.toLowerCase()));
}
