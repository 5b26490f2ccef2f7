// Refuses to run Directus for a public site with demo or weak secrets. When PUBLIC_URL is an https
// address on a host other than localhost or a loopback address, KEY, SECRET, ADMIN_TOKEN,
// ADMIN_PASSWORD and STOREFRONT_TOKEN must each be set, differ from the demo value of env.mjs and
// have at least 32 characters; otherwise directus.mjs prints one line naming the variables and
// exits with status 1 before it starts or writes anything. Local runs (http, or https on
// localhost) keep the demo fallbacks. The storefront applies the same rule to its own secrets
// (storefront/production-check.js); each process is checked where it is deployed.
import { demo } from './env.mjs';

/** The secrets of a Directus process and the demo values env.mjs falls back to locally. */
export const secrets = [
  { name: 'KEY', demo: demo.key },
  { name: 'SECRET', demo: demo.secret },
  { name: 'ADMIN_TOKEN', demo: demo.adminToken },
  { name: 'ADMIN_PASSWORD', demo: demo.adminPassword },
  { name: 'STOREFRONT_TOKEN', demo: demo.storefrontToken },
];

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
 * Whether PUBLIC_URL is a public https address. A value that names https but does not parse as a
 * URL counts as public, so that a typo never switches the rule off.
 * @param {string | undefined} value
 */
export function isPublicHttpsUrl(value) {
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
 * @param {string} demoValue
 */
export function secretProblem(raw, demoValue) {
  const value = (raw ?? '').trim();
  if (!value) return 'is not set';
  if (value === demoValue) return 'is the demo value';
  if ([...value].length < MIN_SECRET_LENGTH) {
    return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  }
  return null;
}

/**
 * The one-line refusal for the caller's environment (before env.mjs fills in any default), or
 * null when Directus may start. The line names the variables, never their values.
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function productionCheck(env) {
  if (!isPublicHttpsUrl(env.PUBLIC_URL)) return null;
  const problems = secrets.flatMap(({ name, demo: demoValue }) => {
    const problem = secretProblem(env[name], demoValue);
    return problem ? [`${name} ${problem}`] : [];
  });
  if (problems.length === 0) return null;
  return (
    `directus: ${problems.join(', ')}; PUBLIC_URL is a public https address, so every secret ` +
    `must be set, differ from the demo value and have at least ${MIN_SECRET_LENGTH} characters`
  );
}
