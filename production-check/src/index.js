// @ts-check
// The rule the storefront and Directus apply before they start: when the process's public origin
// is an https address on a host other than localhost or a loopback address, every secret must be
// set, differ from its demo value and have at least 32 characters. Each process names its own
// origin variables and secrets (storefront/production-check.js, backend/scripts/lib/
// production-check.mjs). Plain JavaScript, so that a server runs it before anything is built.

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
 * The one-line refusal of a process, or null when it may start. The line names the variables,
 * never their values.
 * @param {object} rule
 * @param {string} rule.process the process's name, first on the line
 * @param {string[]} rule.originVariables the variables that configure its public origin
 * @param {{ name: string, demo: string }[]} rule.secrets its secrets and their demo values
 * @param {(env: Record<string, string | undefined>) => string[]} [rule.problems] other settings
 *   a public process may not keep, each written `NAME is …` (e.g. a demo payment provider)
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function refusal(rule, env) {
  const origin = rule.originVariables.find((name) => isPublicHttpsOrigin(env[name]));
  if (!origin) return null;
  const problems = rule.secrets.flatMap(({ name, demo }) => {
    const problem = secretProblem(env[name], demo);
    return problem ? [`${name} ${problem}`] : [];
  });
  if (rule.problems) problems.push(...rule.problems(env));
  if (problems.length === 0) return null;
  return (
    `${rule.process}: ${problems.join(', ')}; ${origin} is a public https address, so every ` +
    `secret must be set, differ from the demo value and have at least ${MIN_SECRET_LENGTH} characters`
  );
}
