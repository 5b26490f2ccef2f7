// Refuses to run Directus for a public site with demo or weak secrets. When PUBLIC_URL is an https
// address on a host other than localhost or a loopback address, KEY, SECRET, ADMIN_TOKEN,
// ADMIN_PASSWORD and STOREFRONT_TOKEN must each be set, differ from the demo value of env.mjs and
// have at least 32 characters; otherwise directus.mjs prints one line naming the variables and
// exits with status 1 before it starts or writes anything. Local runs (http, or https on
// localhost) keep the demo fallbacks. The storefront applies the same rule to its own secrets
// (storefront/production-check.js); each process is checked where it is deployed, and the rule
// itself is @city/production-check's.
import {
  MIN_SECRET_LENGTH,
  isLoopbackHost,
  isPublicHttpsOrigin,
  refusal,
  secretProblem,
} from '@city/production-check';
import { demo } from './env.mjs';

/** The secrets of a Directus process and the demo values env.mjs falls back to locally. */
export const secrets = [
  { name: 'KEY', demo: demo.key },
  { name: 'SECRET', demo: demo.secret },
  { name: 'ADMIN_TOKEN', demo: demo.adminToken },
  { name: 'ADMIN_PASSWORD', demo: demo.adminPassword },
  { name: 'STOREFRONT_TOKEN', demo: demo.storefrontToken },
];

export { MIN_SECRET_LENGTH, isLoopbackHost, secretProblem };

/** Whether PUBLIC_URL is a public https address (the rule's own test of an origin). */
export const isPublicHttpsUrl = isPublicHttpsOrigin;

/** The one-line refusal for this environment, or null when Directus may start. */
export function productionCheck(env) {
  return refusal({ process: 'directus', originVariables: ['PUBLIC_URL'], secrets }, env);
}
