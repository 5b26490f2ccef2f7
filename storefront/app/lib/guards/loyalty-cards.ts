import type { Guard } from './types';
import { hasRole } from './roles';
import { redirectTo } from './responses';

/** Loyalty cards: the viewer holds an active loyalty card (role or active card record), else goes to buy one. */
export const loyaltyCards: Guard = async (context) => {
  const viewer = await context.viewer();
  if (!viewer.loggedIn) redirectTo(`/${context.lang}/dashboard/armonia/acquista`);
  if (hasRole(viewer, 'loyalty')) return;
  if (!(await context.lookups.hasLoyaltyCard()))
    redirectTo(`/${context.lang}/dashboard/armonia/acquista`);
};
