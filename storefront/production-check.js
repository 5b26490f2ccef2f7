// @ts-check
// Refuses to serve a public site with demo or weak secrets. When the site's public origin
// (PUBLIC_SITE_URL, or PUBLIC_ORIGIN, the origin accepted by the same-origin check of actions) is
// an https address on a host other than localhost or a loopback address, every secret of the
// storefront must be set, differ from its demo value and have at least 32 characters; otherwise the
// server prints one line naming the variable and exits with status 1. Local runs (http, or https
// on localhost) keep the demo fallbacks. Plain JavaScript: server.js runs it before the build loads.
// The rule itself is @city/production-check's, shared with Directus.
import {
  MIN_SECRET_LENGTH,
  isLoopbackHost,
  isPublicHttpsOrigin,
  refusal,
  secretProblem,
} from '@city/production-check';

/** Variables that configure the storefront's public origin. */
export const originVariables = ['PUBLIC_SITE_URL', 'PUBLIC_ORIGIN'];

/** The storefront's secrets and the demo values they fall back to locally (app/lib/config.server.ts). */
export const secrets = [{ name: 'STOREFRONT_TOKEN', demo: 'citta-storefront-token-demo' }];

export { MIN_SECRET_LENGTH, isLoopbackHost, isPublicHttpsOrigin, secretProblem };

/**
 * The one-line refusal for this environment, or null when the storefront may start. The line
 * names the variables (never their values).
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function productionCheck(env) {
  return refusal({ process: 'storefront', originVariables, secrets }, env);
}

/**
 * Runs the check for server.js: prints the refusal to stderr and exits with status 1. With
 * `--check-config` among the arguments, it only checks and exits with status 0 when it passes.
 * @param {Record<string, string | undefined>} [env]
 * @param {string[]} [argv]
 */
export function enforceProductionCheck(env = process.env, argv = process.argv) {
  const refusal = productionCheck(env);
  if (refusal) {
    process.stderr.write(`${refusal}\n`);
    process.exit(1);
  }
  if (argv.includes('--check-config')) {
    const origin = originVariables.find((name) => isPublicHttpsOrigin(env[name]));
    process.stdout.write(
      origin
        ? `storefront: configuration passes the production check (${origin})\n`
        : 'storefront: no public https origin configured; demo values allowed\n',
    );
    process.exit(0);
  }
}
