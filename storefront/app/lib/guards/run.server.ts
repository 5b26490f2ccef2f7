import type { RouterContextProvider } from 'react-router';
import { api } from '../api/request.server';
import { parseLang, runGuardsWith } from './index';
import { serverLookups } from './lookups.server';
import { pageUrl } from './responses';

interface RouteArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/** Runs the named guards for a loader or action; returns the validated locale. */
export async function runGuards(
  args: RouteArgs,
  names: readonly string[],
): Promise<'it' | 'en' | 'fr'> {
  const url = pageUrl(args.request);
  const lang = parseLang(args.params.lang, url);
  const clients = api(args.context);
  await runGuardsWith(
    {
      request: args.request,
      url,
      lang,
      params: args.params,
      viewer: () => clients.viewer(),
      lookups: serverLookups(clients),
      now: Date.now(),
    },
    names,
  );
  return lang;
}
