import { z } from 'zod';

/** The two kinds of operator a user applies to become, each with its registration page. */
export type ApplicationKind = 'outdoor' | 'incoming';

/** The kind of a registration page, from its path (/dashboard/{kind}/registrazione). */
export function applicationKindOf(pathname: string): ApplicationKind {
  return /\/dashboard\/incoming\//.test(pathname) ? 'incoming' : 'outdoor';
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
