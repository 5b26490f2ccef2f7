import { z } from 'zod';
import type { Route } from './+types/i18n.messages';
import { locales } from '../lib/i18n/config';
import { allMessages, messagesVersion } from '../lib/i18n/messages.server';

const params = z.object({ version: z.string().regex(/^[a-z0-9]{1,32}$/), locale: z.enum(locales) });

/**
 * A locale's merged messages as `{ <locale>: {...} }`. The current version is cacheable for
 * 24 hours; an outdated version (a page rendered before a deployment) gets today's messages
 * with no-cache.
 */
export function loader({ params: raw }: Route.LoaderArgs) {
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw new Response('Page Not Found', { status: 404 });
  const { version, locale } = parsed.data;
  const cacheable = version === messagesVersion;
  return Response.json(
    { [locale]: allMessages[locale] },
    {
      headers: {
        'Cache-Control': cacheable ? 'public, max-age=86400, immutable' : 'no-cache',
      },
    },
  );
}
