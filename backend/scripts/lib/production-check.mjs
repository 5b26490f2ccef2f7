// Refuses to run Directus for a public site with demo or weak secrets. When PUBLIC_URL is an https
// address on a host other than localhost or a loopback address, KEY, SECRET, ADMIN_TOKEN,
// ADMIN_PASSWORD and STOREFRONT_TOKEN must each be set, differ from the demo value of env.mjs and
// have at least 32 characters; otherwise directus.mjs prints one line naming the variables and
// exits with status 1 before it starts or writes anything. Local runs (http, or https on
// localhost) keep the demo fallbacks. Payments too: a public site may not run the demo payment
// provider (SHOP_PAYMENT_PROVIDER unset or demo: no money moves), and with stripe both
// STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set (32 characters at least). The storefront applies the same rule to its own secrets
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

/** What the payment settings of a public site lack, each written `NAME is …`. */
export function paymentProblems(env) {
  const provider = (env.SHOP_PAYMENT_PROVIDER ?? '').trim() || 'demo';
  if (provider === 'demo') return ['SHOP_PAYMENT_PROVIDER is demo (no money moves)'];
  if (provider !== 'stripe') return ['SHOP_PAYMENT_PROVIDER is neither demo nor stripe'];
  return ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'].flatMap((name) => {
    const problem = secretProblem(env[name], '');
    return problem ? [`${name} ${problem}`] : [];
  });
}

/** The one-line refusal for this environment, or null when Directus may start. */
export function productionCheck(env) {
  return refusal(
    { process: 'directus', originVariables: ['PUBLIC_URL'], secrets, problems: paymentProblems },
    env,
  );
}
