import type { Guard, GuardContext } from './types';
import { redirectTo } from './responses';

export function loginPath(context: Pick<GuardContext, 'lang' | 'url'>): string {
  const back = `${context.url.pathname}${context.url.search}`;
  return `/${context.lang}/dashboard/login?redirect=${encodeURIComponent(back)}`;
}

/** Private area: a logged-in user (valid or refreshable token); visitors go to the login page, which brings them back here. */
export const privateArea: Guard = async (context) => {
  const viewer = await context.viewer();
  if (!viewer.loggedIn) redirectTo(loginPath(context));
};
