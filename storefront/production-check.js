// @ts-check
// Refuses to serve a public site with demo or weak secrets. When the site's public origin
// (PUBLIC_SITE_URL, or PUBLIC_ORIGIN, the origin accepted by the same-origin check of actions) is
// an https address on a host other than localhost or a loopback address, every secret of the
// storefront must be set, differ from its demo value and have at least 32 characters; otherwise the
// server prints one line naming the variable and exits with status 1. Local runs (http, or https
// on localhost) keep the demo fallbacks. Plain JavaScript: server.js runs it before the build loads.

/** Variables that configure the storefront's public origin. */
export const originVariables = ['PUBLIC_SITE_URL', 'PUBLIC_ORIGIN'];

/** The storefront's secrets and the demo values they fall back to locally (app/lib/config.server.ts). */
export const secrets = [{ name: 'STOREFRONT_TOKEN', demo: 'citta-storefront-token-demo' }];

export const MIN_SECRET_LENGTH = 32;

/**
 * Whether a host name, as the WHATWG URL parser writes it (lower case, IPv4 in dotted decimal,
 * IPv6 in brackets and compressed), names this machine: localhost, *.localhost, 127.0.0.0/8, ::1,
 * the IPv4-mapped form of 127.0.0.0/8, or the unspecified addresses 0.0.0.0 and ::.
 * @param {string} hostname
 */
export function isLoopbackHost(hostname) {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '[::1]' ||
    host === '[::]' ||
    /^\[::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}\]$/.test(host)
  );
}

/**
 * Whether a configured origin is a public https address. A value that names https but does not
 * parse as a URL counts as public, so that a typo never switches the rule off.
 * @param {string | undefined} value
 */
export function isPublicHttpsOrigin(value) {
  const text = (value ?? '').trim();
  if (!text) return false;
  let url;
  try {
    url = new URL(text);
  } catch {
    // eslint-disable-next-line no-control-regex -- the URL parser drops control characters too
    return /^https:/i.test(text.replace(/[\u0000-\u0020]/g, ''));
  }
  return url.protocol === 'https:' && !isLoopbackHost(url.hostname);
}

/**
 * What is wrong with one secret's value, or null when it may serve a public site.
 * @param {string | undefined} raw
 * @param {string} demo
 */
export function secretProblem(raw, demo) {
  const value = (raw ?? '').trim();
  if (!value) return 'is not set';
  if (value === demo) return 'is the demo value';
  if ([...value].length < MIN_SECRET_LENGTH) {
    return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  return null;
}

/**
 * The one-line refusal for this environment, or null when the storefront may start. The line
 * names the variables (never their values).
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function productionCheck(env) {
  const origin = originVariables.find((name) => isPublicHttpsOrigin(env[name]));
  if (!origin) return null;
  const problems = secrets.flatMap(({ name, demo }) => {
    const problem = secretProblem(env[name], demo);
    return problem ? [`${name} ${problem}`] : [];
  });
  if (problems.length === 0) return null;
  return (
    `storefront: ${problems.join(', ')}; ${origin} is a public https address, so every secret ` +
    `must be set, differ from the demo value and have at least ${MIN_SECRET_LENGTH} characters`
  );
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
