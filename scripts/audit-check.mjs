// The dependency audit of `npm test`: judges the report of `pnpm audit --prod --json` against the
// committed allow-list (audit-allowlist.json). A high or critical advisory fails unless the list
// names it (GHSA id or advisory number, and package) with a reason and an expiry date that has
// not passed; a report that is missing, unreadable or an error (audit service unreachable) fails
// too, so that an audit that could not run never reads as a clean one.
//
//   node scripts/audit-check.mjs <audit.json> <allow-list.json> [--not-run-file F]
//   exits 1 on any failure. When the advisory service cannot be reached the audit did not run:
//   with --not-run-file the reason is written to F and the exit status is 0, so that `npm test`
//   counts the step as not run (skipped, printed with its reason) rather than passed; without it,
//   or with AUDIT_REQUIRED=1 (a CI that must audit), that is a failure.
//
// Allow-list: { "advisories": [{ "id": "GHSA-xxxx-xxxx-xxxx", "package": "name",
//   "reason": "why it does not reach the site", "expires": "yyyy-mm-dd" }] }
// An allowance holds up to and including its expiry day (UTC).
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const BLOCKING = ['high', 'critical'];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const GHSA = /^GHSA(-[23456789cfghjmpqrvwx]{4}){3}$/;

/** A real calendar date written yyyy-mm-dd (2027-02-30 is not one). */
export function isDate(text) {
  const match = typeof text === 'string' ? DATE.exec(text) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/** Checks the allow-list's shape; every malformed entry is an error (it must not allow anything). */
export function readAllowList(list) {
  const errors = [];
  const entries = [];
  if (!list || typeof list !== 'object' || !Array.isArray(list.advisories)) {
    return { entries, errors: ['the allow-list is not an object with an "advisories" array'] };
  }
  list.advisories.forEach((entry, index) => {
    const label = `allow-list entry ${index + 1}`;
    const id = entry?.id;
    const problems = [];
    if (!(typeof id === 'string' && GHSA.test(id)) && !(Number.isSafeInteger(id) && id > 0)) {
      problems.push('"id" is neither a GHSA id nor an advisory number');
    }
    if (typeof entry?.package !== 'string' || entry.package.trim() === '') {
      problems.push('"package" is missing');
    }
    if (typeof entry?.reason !== 'string' || entry.reason.trim().length < 20) {
      problems.push('"reason" is missing or too short to say why');
    }
    if (!isDate(entry?.expires)) problems.push('"expires" is not a yyyy-mm-dd date');
    if (problems.length > 0) errors.push(`${label}: ${problems.join('; ')}`);
    else entries.push(entry);
  });
  return { entries, errors };
}

/**
 * pnpm's error when the advisory service could not be asked: no answer, or an answer that is not
 * an audit (a registry mirror that serves packages but not the audit endpoints answers 405).
 */
export function isUnreachable(error) {
  const code = String(error?.code ?? '');
  return (
    code === 'ERR_PNPM_AUDIT_BAD_RESPONSE' ||
    /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ENETUNREACH)$/.test(code) ||
    /ERR_PNPM_(FETCH|META_FETCH|AUDIT_ENDPOINT)/.test(code)
  );
}

function describe(advisory) {
  const ghsa = advisory.github_advisory_id ?? `advisory ${advisory.id}`;
  const path = advisory.findings?.[0]?.paths?.[0];
  return `${advisory.severity} ${ghsa} in ${advisory.module_name}: ${advisory.title ?? ''}${
    path ? ` (via ${path})` : ''
  }${advisory.url ? ` ${advisory.url}` : ''}`;
}

/**
 * Judges an audit report. `today` is yyyy-mm-dd. Returns the failures (each a printable line),
 * the advisories let through by the allow-list, and allowances that matched nothing.
 */
export function evaluateAudit(report, allowList, today) {
  const failures = [];
  const allowed = [];
  const { entries, errors } = readAllowList(allowList);
  failures.push(...errors);
  if (!report || typeof report !== 'object') {
    failures.push('no audit report');
    return { failures, allowed, unused: [] };
  }
  if (report.error) {
    const reason = `${report.error.code ?? 'error'}: ${report.error.message ?? ''}`.trim();
    if (isUnreachable(report.error)) return { failures, allowed, unused: [], unreachable: reason };
    failures.push(`the audit could not run: ${reason}`);
    return { failures, allowed, unused: [] };
  }
  if (
    !report.advisories ||
    typeof report.advisories !== 'object' ||
    Array.isArray(report.advisories)
  ) {
    failures.push('the audit report has no "advisories" object');
    return { failures, allowed, unused: [] };
  }
  const used = new Set();
  for (const advisory of Object.values(report.advisories)) {
    const severity = advisory?.severity;
    if (typeof severity !== 'string') {
      failures.push(`an advisory without a severity: ${JSON.stringify(advisory).slice(0, 200)}`);
      continue;
    }
    if (!BLOCKING.includes(severity)) continue;
    const entry = entries.find(
      (candidate) =>
        (candidate.id === advisory.github_advisory_id || candidate.id === advisory.id) &&
        candidate.package === advisory.module_name,
    );
    if (!entry) {
      failures.push(`not allowed: ${describe(advisory)}`);
    } else if (entry.expires < today) {
      used.add(entry);
      failures.push(`allowance expired on ${entry.expires}: ${describe(advisory)}`);
    } else {
      used.add(entry);
      allowed.push(`allowed until ${entry.expires} (${entry.reason}): ${describe(advisory)}`);
    }
  }
  const unused = entries
    .filter((entry) => !used.has(entry))
    .map((entry) => `${entry.id} in ${entry.package}`);
  return { failures, allowed, unused };
}

function readJson(file) {
  const text = readFileSync(file, 'utf8');
  if (text.trim() === '') throw new Error('empty file');
  return JSON.parse(text);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [reportFile, allowListFile, flag, notRunFile] = process.argv.slice(2);
  if (!reportFile || !allowListFile) {
    console.error('usage: node scripts/audit-check.mjs <audit.json> <allow-list.json>');
    process.exit(2);
  }
  let report = null;
  let allowList = null;
  const failures = [];
  try {
    report = readJson(reportFile);
  } catch (error) {
    failures.push(`audit report ${reportFile}: ${error instanceof Error ? error.message : error}`);
  }
  try {
    allowList = readJson(allowListFile);
  } catch (error) {
    failures.push(`allow-list ${allowListFile}: ${error instanceof Error ? error.message : error}`);
  }
  const today = new Date().toISOString().slice(0, 10);
  const result =
    report === null
      ? { failures: readAllowList(allowList).errors, allowed: [], unused: [] }
      : evaluateAudit(report, allowList, today);
  failures.push(...result.failures);
  if (result.unreachable) {
    const why = `the advisory service could not be reached (${result.unreachable})`;
    if (
      flag === '--not-run-file' &&
      notRunFile &&
      process.env.AUDIT_REQUIRED !== '1' &&
      failures.length === 0
    ) {
      writeFileSync(notRunFile, `${why}\n`);
      console.error(`audit: NOT RUN ${why}`);
      process.exit(0);
    }
    failures.push(why);
  }
  for (const line of result.allowed) console.log(`audit: ${line}`);
  for (const line of result.unused) console.log(`audit: allowance no longer needed: ${line}`);
  for (const line of failures) console.error(`audit: FAILED ${line}`);
  const counts = report?.metadata?.vulnerabilities;
  if (failures.length === 0 && counts) {
    console.log(
      `audit: no high or critical advisory outside the allow-list (${Object.entries(counts)
        .map(([severity, n]) => `${n} ${severity}`)
        .join(', ')})`,
    );
  }
  process.exitCode = failures.length > 0 ? 1 : 0;
}
