import type { Guard } from './types';
import { hasRole } from './roles';
import { redirectTo } from './responses';
import { privateArea } from './private-area';

/**
 * Door staff: logged in as door staff (role controllo), an organiser (who checks the tickets of
 * their own appointments) or an administrator; anyone else is sent to the dashboard home.
 */
export const doorStaff: Guard = async (context) => {
  await privateArea(context);
  const viewer = await context.viewer();
  if (!hasRole(viewer, 'doorStaff') && !hasRole(viewer, 'organiser') && !hasRole(viewer, 'admin'))
    redirectTo(`/${context.lang}/dashboard`);
};
