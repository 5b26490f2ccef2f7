import { getViewer } from '../session.server';
import { serverLookups } from '../api/product';
import { parseLang, runGuardsWith } from './index';
import { pageUrl } from './responses';

interface RouteArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
}

/** Runs the named guards for a loader or action; returns the validated locale. */
export async function runGuards(
  args: RouteArgs,
  names: readonly string[],
): Promise<'it' | 'en' | 'fr'> {
  const url = pageUrl(args.request);
  const lang = parseLang(args.params.lang, url);
  await runGuardsWith(
    {
      request: args.request,
      url,
      lang,
      params: args.params,
      viewer: () => getViewer(args.request),
      lookups: serverLookups(args.request),
      now: Date.now(),
    },
    names,
  );
  return lang;
}
