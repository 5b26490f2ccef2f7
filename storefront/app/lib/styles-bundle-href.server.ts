import type { EntryContext } from 'react-router';
import { isStaticPage } from './static-page';

/*
 * The stylesheet of a page that is not hydrated. Such a page has no script on its critical path,
 * so its first paint waits only for the document and its stylesheets; the build splits the CSS
 * into a dozen small files (one per route and shared chunk), each a render-blocking request. The
 * document links them as one request instead: /styles.css?f=<file>,<file>,… answered by
 * server.js (styles-bundle.js) with the files joined in that order (inlining it was slower: README,
 * Performance). Hydrated pages keep React Router's links, which their client navigations manage.
 */

/** The matched routes' CSS files in <Links/> order (names in client/assets). */
export function routeCssFiles(context: Pick<EntryContext, 'manifest' | 'staticHandlerContext'>) {
  const names: string[] = [];
  for (const match of context.staticHandlerContext.matches) {
    for (const href of context.manifest.routes[match.route.id]?.css ?? []) {
      const name = href.replace(/^\/assets\//, '').replace(/#$/, '');
      if (/^[\w.-]+\.css$/.test(name) && !names.includes(name)) names.push(name);
    }
  }
  return names;
}

/** The joined stylesheet's address for this document, or null to keep the stylesheet links. */
export function stylesBundleHref(context: EntryContext): string | null {
  if (!import.meta.env.PROD) return null;
  const matches = context.staticHandlerContext.matches.map((match) => ({
    handle: context.routeModules[match.route.id]?.handle,
  }));
  if (!isStaticPage(matches)) return null;
  const names = routeCssFiles(context);
  return names.length > 0 ? `/styles.css?f=${names.join(',')}` : null;
}
