import type { Guard, GuardContext } from './types';
import { redirectTo } from './responses';
import { loginPath as loginPathOf } from '../site-path';

/** The login page, with this page (path and query, when it is a page of the site) to come back to. */
export function loginPath(context: Pick<GuardContext, 'lang' | 'url'>): string {
  return loginPathOf(context.lang, `${context.url.pathname}${context.url.search}`);
}

/** Private area: a logged-in user (valid or refreshable token); visitors go to the login page, which brings them back here. */
export const privateArea: Guard = async (context) => {
  const viewer = await context.viewer();
  if (!viewer.loggedIn) redirectTo(loginPath(context));
};
