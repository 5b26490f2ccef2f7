import { z } from 'zod';
import type { RoleKey } from '../../lib/guards/roles';

/** The kinds of operator a user applies to become, each with its registration page. */
export const applicationKinds = ['outdoor', 'incoming', 'ristorazione'] as const;
export type ApplicationKind = (typeof applicationKinds)[number];

/** The role an approved application of each kind gives (lib/guards/roles.ts). */
export const roleOfApplication = {
  outdoor: 'outdoor',
  incoming: 'incoming',
  ristorazione: 'restaurateur',
} as const satisfies Record<ApplicationKind, RoleKey>;

/** The kind of a registration page, from its path (/dashboard/{kind}/registrazione). */
export function applicationKindOf(pathname: string): ApplicationKind {
  if (/\/dashboard\/incoming\//.test(pathname)) return 'incoming';
  if (/\/dashboard\/ristorazione\//.test(pathname)) return 'ristorazione';
  return 'outdoor';
}

/** An application of the signed-in user (`GET /shop/operatori/candidature/mie`). */
export const applicationShape = z.object({
  id: z.number(),
  tipo: z.string(),
  stato: z.enum(['submitted', 'approved', 'rejected']),
  ragione_sociale: z.string(),
  nota_moderatore: z.string().nullable(),
  date_created: z.string().nullable(),
});
export type Application = z.output<typeof applicationShape>;

/** The day of an application, written out in the page's language ("3 December 2026"). */
export function longDate(iso: string | null, lang: string): string {
  return iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(new Date(iso)) : '';
}
