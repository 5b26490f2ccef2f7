import { useMatches } from 'react-router';

/*
 * Pages that are not hydrated. Home, search, agenda and the content pages are complete HTML from
 * the server: their links are plain links, the search form is a GET form, and what needs the
 * browser (cart count, language cookie, consent, third-party scripts) is done by the page script
 * of app/enhance (a few kilobytes, no React). Their documents leave out React Router's scripts:
 * no framework JavaScript is downloaded or run before the visitor reaches a page that needs it
 * (cart, checkout, purchase, account and operator pages, which hydrate as before).
 *
 * A route says so with `export const handle = staticPage;`. Only the server reads it: in the
 * browser every page is rendered by React (a client navigation from a hydrated page into a
 * content page renders it there, with the consent manager and header of the hydrated app).
 */
export const staticPage = { staticPage: true } as const;

/**
 * A page that is not hydrated whose first screen is short (the cart and the checkout, whose
 * screens show a reading status until their island runs): the pre-footer is in sight on the
 * first screen, so its first picture is loaded at once with high priority instead of lazily.
 */
export const shortStaticPage = { staticPage: true, shortFirstScreen: true } as const;

interface MatchLike {
  handle?: unknown;
}

/** The deepest matched route decides, so that a content page's error page stays static too. */
export function isStaticPage(matches: readonly MatchLike[]): boolean {
  const handle = matches.at(-1)?.handle as { staticPage?: unknown } | undefined;
  return handle?.staticPage === true;
}

/** True when the deepest matched route says its first screen is short (see shortStaticPage). */
export function useShortFirstScreen(): boolean {
  const handle = useMatches().at(-1)?.handle as { shortFirstScreen?: unknown } | undefined;
  return handle?.shortFirstScreen === true;
}

/** True while the server renders a page that will not be hydrated. */
export function useStaticDocument(): boolean {
  const matches = useMatches();
  return typeof document === 'undefined' && isStaticPage(matches);
}
