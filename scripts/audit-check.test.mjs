// The dependency audit's verdict against fabricated `pnpm audit --json` reports: high and critical
// advisories fail unless allowed with a reason and an unexpired date; an audit that could not run
// fails; a malformed allow-list allows nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateAudit, isDate, readAllowList } from './audit-check.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'audit-check.mjs');
const TODAY = '2026-11-26';

/** One advisory as the registry's audit answer carries it. */
function advisory(id, ghsa, module, severity) {
  return {
    id,
    github_advisory_id: ghsa,
    module_name: module,
    severity,
    title: `${module} flaw`,
    url: `https://github.com/advisories/${ghsa}`,
    vulnerable_versions: '<2.0.0',
    patched_versions: '>=2.0.0',
    cves: [],
    findings: [{ version: '1.0.0', paths: [`backend>directus>${module}`] }],
  };
}

function report(...advisories) {
  const vulnerabilities = { info: 0, low: 0, moderate: 0, high: 0, critical: 0 };
  for (const entry of advisories) vulnerabilities[entry.severity] += 1;
  return {
    actions: [],
    advisories: Object.fromEntries(advisories.map((entry) => [String(entry.id), entry])),
    muted: [],
    metadata: { vulnerabilities, dependencies: 900, devDependencies: 0, totalDependencies: 900 },
  };
}

const reason = 'only reached through the admin app export, which the site does not enable';
const allow = (id, pkg, expires) => ({ id, package: pkg, reason, expires });

describe('evaluateAudit', () => {
  it('passes a report without advisories, and ignores low and moderate ones', () => {
    expect(evaluateAudit(report(), { advisories: [] }, TODAY).failures).toEqual([]);
    const mild = report(
      advisory(1, 'GHSA-2222-3333-4444', 'a', 'low'),
      advisory(2, 'GHSA-5555-6666-7777', 'b', 'moderate'),
    );
    expect(evaluateAudit(mild, { advisories: [] }, TODAY).failures).toEqual([]);
  });

  it('fails a high or critical advisory that is not on the list, naming it', () => {
    const result = evaluateAudit(
      report(
        advisory(1, 'GHSA-2222-3333-4444', 'tar', 'high'),
        advisory(2, 'GHSA-5555-6666-7777', 'jws', 'critical'),
      ),
      { advisories: [] },
      TODAY,
    );
    expect(result.failures).toEqual([
      'not allowed: high GHSA-2222-3333-4444 in tar: tar flaw (via backend>directus>tar) https://github.com/advisories/GHSA-2222-3333-4444',
      'not allowed: critical GHSA-5555-6666-7777 in jws: jws flaw (via backend>directus>jws) https://github.com/advisories/GHSA-5555-6666-7777',
    ]);
  });

  it('lets a listed advisory through up to and including its expiry day', () => {
    const audit = report(advisory(1, 'GHSA-2222-3333-4444', 'tar', 'high'));
    for (const expires of ['2026-11-26', '2027-02-26']) {
      const result = evaluateAudit(
        audit,
        { advisories: [allow('GHSA-2222-3333-4444', 'tar', expires)] },
        TODAY,
      );
      expect(result.failures).toEqual([]);
      expect(result.allowed).toHaveLength(1);
      expect(result.allowed[0]).toContain(`allowed until ${expires} (${reason})`);
    }
  });

  it('fails a listed advisory whose allowance has expired', () => {
    const result = evaluateAudit(
      report(advisory(1, 'GHSA-2222-3333-4444', 'tar', 'critical')),
      { advisories: [allow('GHSA-2222-3333-4444', 'tar', '2026-11-25')] },
      TODAY,
    );
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatch(
      /^allowance expired on 2026-11-25: critical GHSA-2222-3333-4444 in tar/,
    );
  });

  it('matches on the id and the package together, and accepts the advisory number as id', () => {
    const audit = report(advisory(1096410, 'GHSA-2222-3333-4444', 'tar', 'high'));
    const other = evaluateAudit(
      audit,
      { advisories: [allow('GHSA-2222-3333-4444', 'minimatch', '2027-01-01')] },
      TODAY,
    );
    expect(other.failures).toHaveLength(1);
    expect(other.unused).toEqual(['GHSA-2222-3333-4444 in minimatch']);
    const byNumber = evaluateAudit(
      audit,
      { advisories: [allow(1096410, 'tar', '2027-01-01')] },
      TODAY,
    );
    expect(byNumber.failures).toEqual([]);
  });

  it('tells an unreachable advisory service apart from a report that is not an audit', () => {
    const refused = {
      error: {
        code: 'ERR_PNPM_AUDIT_BAD_RESPONSE',
        message:
          'The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: .',
      },
    };
    const result = evaluateAudit(refused, { advisories: [] }, TODAY);
    expect(result.failures).toEqual([]);
    expect(result.unreachable).toBe(
      'ERR_PNPM_AUDIT_BAD_RESPONSE: The audit endpoint (at https://registry.npmjs.org/-/npm/v1/security/audits/quick) responded with 405: .',
    );
    // an error pnpm gives for another reason is a failure, not a service that could not be asked
    const other = evaluateAudit(
      { error: { code: 'ERR_PNPM_NO_LOCKFILE' } },
      { advisories: [] },
      TODAY,
    );
    expect(other.unreachable).toBeUndefined();
    expect(other.failures).toEqual(['the audit could not run: ERR_PNPM_NO_LOCKFILE:']);
    // a malformed allow-list still fails when the service cannot be reached
    expect(evaluateAudit(refused, { advisories: [{ id: 'x' }] }, TODAY).failures).toHaveLength(1);
    expect(evaluateAudit({ metadata: {} }, { advisories: [] }, TODAY).failures).toEqual([
      'the audit report has no "advisories" object',
    ]);
    expect(evaluateAudit(null, { advisories: [] }, TODAY).failures).toEqual(['no audit report']);
  });

  it('lets nothing through a malformed allow-list entry', () => {
    const audit = report(advisory(1, 'GHSA-2222-3333-4444', 'tar', 'high'));
    const list = {
      advisories: [
        { id: 'GHSA-2222-3333-4444', package: 'tar', reason: 'fine', expires: '2027-01-01' },
        { id: 'GHSA-2222-3333-4444', package: 'tar', reason, expires: '2027-02-30' },
        { id: 'CVE-2026-1', package: 'tar', reason, expires: '2027-01-01' },
        { id: 'GHSA-2222-3333-4444', reason, expires: '2027-01-01' },
      ],
    };
    const result = evaluateAudit(audit, list, TODAY);
    expect(result.failures).toEqual([
      'allow-list entry 1: "reason" is missing or too short to say why',
      'allow-list entry 2: "expires" is not a yyyy-mm-dd date',
      'allow-list entry 3: "id" is neither a GHSA id nor an advisory number',
      'allow-list entry 4: "package" is missing',
      expect.stringMatching(/^not allowed: high GHSA-2222-3333-4444 in tar/),
    ]);
    expect(evaluateAudit(report(), [], TODAY).failures).toEqual([
      'the allow-list is not an object with an "advisories" array',
    ]);
  });

  it('fails exactly when a high or critical advisory has no unexpired allowance (property)', () => {
    const ghsa = fc
      .array(fc.constantFrom(...'23456789cfghjmpqrvwx'), { minLength: 12, maxLength: 12 })
      .map(
        (chars) =>
          `GHSA-${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`,
      );
    const day = fc
      .date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    const pkg = fc.constantFrom('tar', 'jws', 'lodash', 'axios');
    const entry = fc.record({
      ghsa,
      pkg,
      severity: fc.constantFrom('info', 'low', 'moderate', 'high', 'critical'),
      allowance: fc.option(fc.record({ expires: day, samePackage: fc.boolean() }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { selector: (item) => item.ghsa, maxLength: 8 }),
        day,
        (items, today) => {
          const audit = report(
            ...items.map((item, index) => advisory(index + 1, item.ghsa, item.pkg, item.severity)),
          );
          const list = {
            advisories: items
              .filter((item) => item.allowance)
              .map((item) =>
                allow(
                  item.ghsa,
                  item.allowance.samePackage ? item.pkg : `${item.pkg}-other`,
                  item.allowance.expires,
                ),
              ),
          };
          const blocked = items.filter(
            (item) =>
              ['high', 'critical'].includes(item.severity) &&
              !(item.allowance && item.allowance.samePackage && item.allowance.expires >= today),
          );
          const result = evaluateAudit(audit, list, today);
          expect(result.failures).toHaveLength(blocked.length);
          for (const item of blocked) {
            expect(
              result.failures.some((line) => line.includes(`${item.ghsa} in ${item.pkg}`)),
            ).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws and never passes a report that is not an audit answer (property)', () => {
    const unreachable = fc.record({
      error: fc.record({ code: fc.constant('ERR_PNPM_AUDIT_BAD_RESPONSE'), message: fc.string() }),
    });
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), unreachable), (value) => {
        const looksLikeAudit =
          value !== null &&
          typeof value === 'object' &&
          !Array.isArray(value) &&
          'advisories' in value;
        fc.pre(!looksLikeAudit);
        // not an audit: a failure, or (pnpm's own error for it) an advisory service not reached
        const result = evaluateAudit(value, { advisories: [] }, TODAY);
        expect(result.failures.length > 0 || typeof result.unreachable === 'string').toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('isDate and readAllowList', () => {
  it('accepts real calendar dates only', () => {
    expect(['2027-02-28', '2028-02-29'].map(isDate)).toEqual([true, true]);
    expect(
      ['2027-02-29', '2027-13-01', '27-01-01', '2027-1-1', 20270101, null].map(isDate),
    ).toEqual([false, false, false, false, false, false]);
  });

  it('keeps the well-formed entries of the committed allow-list', async () => {
    const { readFileSync } = await import('node:fs');
    const committed = JSON.parse(
      readFileSync(path.join(path.dirname(script), '..', 'audit-allowlist.json'), 'utf8'),
    );
    const { errors, entries } = readAllowList(committed);
    expect(errors).toEqual([]);
    expect(entries).toHaveLength(committed.advisories.length);
  });
});

describe('the command', () => {
  const run = (files, { notRun = false, env = {} } = {}) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'audit-check-'));
    try {
      for (const [name, content] of Object.entries(files))
        writeFileSync(path.join(dir, name), content);
      const notRunFile = path.join(dir, 'not-run.txt');
      const args = [script, path.join(dir, 'audit.json'), path.join(dir, 'allow.json')];
      if (notRun) args.push('--not-run-file', notRunFile);
      const result = spawnSync(process.execPath, args, {
        encoding: 'utf8',
        env: { ...process.env, AUDIT_REQUIRED: '', ...env },
      });
      return {
        ...result,
        notRun: existsSync(notRunFile) ? readFileSync(notRunFile, 'utf8') : null,
      };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('records an unreachable advisory service as not run, or fails with AUDIT_REQUIRED=1', () => {
    const files = {
      'audit.json': JSON.stringify({
        error: { code: 'ERR_PNPM_AUDIT_BAD_RESPONSE', message: 'responded with 405' },
      }),
      'allow.json': JSON.stringify({ advisories: [] }),
    };
    const notRun = run(files, { notRun: true });
    expect(notRun.status).toBe(0);
    expect(notRun.notRun).toContain('the advisory service could not be reached');
    expect(notRun.stderr).toContain('audit: NOT RUN');
    const required = run(files, { notRun: true, env: { AUDIT_REQUIRED: '1' } });
    expect(required.status).toBe(1);
    expect(required.notRun).toBeNull();
    const withoutFile = run(files);
    expect(withoutFile.status).toBe(1);
    expect(withoutFile.stderr).toContain('audit: FAILED the advisory service could not be reached');
  });

  it('exits 0 on a clean report and 1 on an empty, missing or failing one', () => {
    const allowList = JSON.stringify({ advisories: [] });
    const clean = run({ 'audit.json': JSON.stringify(report()), 'allow.json': allowList });
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain('audit: no high or critical advisory outside the allow-list');
    const empty = run({ 'audit.json': '', 'allow.json': allowList });
    expect(empty.status).toBe(1);
    expect(empty.stderr).toContain('empty file');
    const missing = run({ 'allow.json': allowList });
    expect(missing.status).toBe(1);
    const high = run({
      'audit.json': JSON.stringify(report(advisory(1, 'GHSA-2222-3333-4444', 'tar', 'high'))),
      'allow.json': allowList,
    });
    expect(high.status).toBe(1);
    expect(high.stderr).toContain('audit: FAILED not allowed: high GHSA-2222-3333-4444 in tar');
  });
});
