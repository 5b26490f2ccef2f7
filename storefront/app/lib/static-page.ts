import { useMatches } from 'react-router';

/*
 * Pages that are not hydrated. Home, search, agenda and the content pages are complete HTML from
 * the server: their links are plain links, the search form is a GET form, and what needs the
 * browser (cart count, language cookie, consent, third-party scripts) is done by the page script
 * of app/enhance (a few kilobytes, no React). Their documents leave out React Router's scripts:
 * no framework JavaScript is downloaded or run before the visitor reaches a page that needs it
 * (the order's success page, the one page that hydrates). Sign-in, account, loyalty-card,
 * operator and purchase pages post their forms natively or run them by the page script; cart,
 * checkout and the queue step run their screens as islands (components/Island.tsx).
 *
 * A route says so with `export const handle = staticPage;`. Only the server reads it: in the
 * browser every page is rendered by React (a client navigation from a hydrated page into a
 * content page renders it there, with the consent manager and header of the hydrated app).
 */
export const staticPage = { staticPage: true } as const;

interface MatchLike {
  handle?: unknown;
}

/** The deepest matched route decides, so that a content page's error page stays static too. */
export function isStaticPage(matches: readonly MatchLike[]): boolean {
  const handle = matches.at(-1)?.handle as { staticPage?: unknown } | undefined;
  return handle?.staticPage === true;
}

/** True while the server renders a page that will not be hydrated. */
export function useStaticDocument(): boolean {
  const matches = useMatches();
  return typeof document === 'undefined' && isStaticPage(matches);
}
