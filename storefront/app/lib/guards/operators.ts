import type { Guard } from './types';
import { hasRole, type RoleKey } from './roles';
import { redirectTo } from './responses';
import { privateArea } from './private-area';

function operatorGuard(role: RoleKey, registration: (lang: string) => string): Guard {
  return async (context) => {
    await privateArea(context);
    const viewer = await context.viewer();
    if (!hasRole(viewer, role) && !hasRole(viewer, 'admin')) redirectTo(registration(context.lang));
  };
}

/** Outdoor operator: logged in with the outdoor-operator role, else sent to the outdoor registration page. */
export const outdoorOperator = operatorGuard(
  'outdoor',
  (lang) => `/${lang}/dashboard/outdoor/registrazione`,
);
/** Incoming operator: logged in with the incoming-operator role, else sent to the incoming registration page. */
export const incomingOperator = operatorGuard(
  'incoming',
  (lang) => `/${lang}/dashboard/incoming/registrazione`,
);
/** Organiser: logged in with the organiser role, else sent to the dashboard home. */
export const organiser = operatorGuard('organiser', (lang) => `/${lang}/dashboard`);
/**
 * Restaurateur: logged in with the restaurateur role, else sent to the restaurateur application
 * (approval gives the role), as the outdoor and incoming operators are.
 */
export const restaurateur = operatorGuard(
  'restaurateur',
  (lang) => `/${lang}/dashboard/ristorazione/registrazione`,
);
