// The closing line of `npm test` against fabricated results folders: every way a step can fail
// to report (missing, empty, unreadable, zero tests, not run) is a counted failure, failed steps
// add to failed tests, flaky end-to-end tests are named, skipped tests are counted.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { closingLine, parseManifest, summarize } from './test-summary.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test-summary.mjs');
const CLOSING = /^\d+ passed, \d+ failed, \d+ skipped$/;
const folders = [];

/** A results folder with a manifest of `steps` ([name, kind, report, status|null]) and files. */
function results(steps, files = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
  folders.push(dir);
  const lines = steps.map(([name, kind, report]) => `step\t${name}\t${kind}\t${report}`);
  for (const [name, , , status] of steps) {
    if (status !== null) lines.push(`exit\t${name}\t${status}`);
  }
  writeFileSync(path.join(dir, 'steps.tsv'), `${lines.join('\n')}\n`);
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(
      path.join(dir, name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return dir;
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function test(fullName, status) {
  return { fullName, title: fullName, status, failureMessages: [] };
}

/** A Vitest JSON report with one file per entry of `files` ({ name, tests, status, message }). */
function vitest(files) {
  const tests = files.flatMap((file) => file.tests);
  const by = (status) => tests.filter((entry) => entry.status === status).length;
  return {
    numTotalTests: tests.length,
    numPassedTests: by('passed'),
    numFailedTests: by('failed'),
    numPendingTests: by('skipped'),
    numTodoTests: by('todo'),
    success: by('failed') === 0,
    testResults: files.map((file) => ({
      name: path.join(process.cwd(), file.name),
      status:
        file.status ??
        (file.tests.some((entry) => entry.status === 'failed') ? 'failed' : 'passed'),
      message: file.message ?? '',
      assertionResults: file.tests,
    })),
  };
}

/** A Playwright JSON report: one file suite with a describe block holding the given tests. */
function playwright(tests, errors = []) {
  const count = (status) => tests.filter((entry) => entry.status === status).length;
  return {
    stats: {
      expected: count('expected'),
      unexpected: count('unexpected'),
      flaky: count('flaky'),
      skipped: count('skipped'),
    },
    errors,
    suites: [
      {
        title: 'commerce/cart.spec.ts',
        file: 'commerce/cart.spec.ts',
        specs: [],
        suites: [
          {
            title: 'cart',
            file: 'commerce/cart.spec.ts',
            specs: tests.map((entry, index) => ({
              title: entry.title,
              file: 'commerce/cart.spec.ts',
              line: 10 + index,
              tests: [{ projectName: 'commerce', status: entry.status }],
            })),
          },
        ],
      },
    ],
  };
}

const passingUnit = vitest([
  {
    name: 'storefront/app/lib/a.test.ts',
    tests: [test('a adds', 'passed'), test('a rounds', 'passed')],
  },
]);

describe('summarize', () => {
  it('adds every report and counts each check step as one passed check', () => {
    const dir = results(
      [
        ['types', 'check', '-', 0],
        ['unit tests', 'vitest', 'unit.json', 0],
        ['end-to-end', 'playwright', 'e2e.json', 0],
        ['visual regression', 'visual', 'visual.log', 0],
      ],
      {
        'unit.json': passingUnit,
        'e2e.json': playwright([
          { title: 'buys a ticket', status: 'expected' },
          { title: 'needs a date', status: 'skipped' },
        ]),
        'visual.log': 'visual: building\nvisual: 10 passed, 0 failed, 2 skipped (40 s)\n',
      },
    );
    const summary = summarize(dir);
    expect([summary.passed, summary.failed, summary.skipped]).toEqual([14, 0, 3]);
    expect(summary.lines.at(-1)).toBe('14 passed, 0 failed, 3 skipped');
    expect(summary.steps.every((step) => step.ok)).toBe(true);
  });

  it('fails a step whose report is missing, empty, not JSON or of another runner', () => {
    const dir = results(
      [
        ['missing', 'vitest', 'missing.json', 0],
        ['empty', 'vitest', 'empty.json', 0],
        ['garbled', 'playwright', 'garbled.json', 0],
        ['wrong runner', 'vitest', 'e2e.json', 0],
        ['no totals', 'visual', 'visual.log', 0],
      ],
      {
        'empty.json': '  \n',
        'garbled.json': '{"stats": {"expected": 3,',
        'e2e.json': playwright([{ title: 'x', status: 'expected' }]),
        'visual.log': 'visual: building Storybook\nstorybook build failed\n',
      },
    );
    const summary = summarize(dir);
    expect([summary.passed, summary.failed, summary.skipped]).toEqual([0, 5, 0]);
    const why = Object.fromEntries(summary.steps.map((step) => [step.name, step.why.join('; ')]));
    expect(why).toEqual({
      missing: 'report missing.json is missing',
      empty: 'report empty.json is empty',
      garbled: 'report garbled.json is not valid JSON',
      'wrong runner': 'report e2e.json is not a Vitest JSON report',
      'no totals': 'report visual.log has no "visual: N passed, N failed, N skipped" line',
    });
    expect(summary.lines).toContain('FAIL missing: report missing.json is missing');
  });

  it('fails a step that ran no test, even with exit status 0', () => {
    // A `pnpm --filter` that matched nothing, `--passWithNoTests`, or every test skipped.
    const dir = results(
      [
        ['backend', 'vitest', 'backend.json', 0],
        ['end-to-end', 'playwright', 'e2e.json', 0],
        ['visual regression', 'visual', 'visual.log', 0],
      ],
      {
        'backend.json': vitest([]),
        'e2e.json': playwright([{ title: 'later', status: 'skipped' }]),
        'visual.log': 'visual: 0 passed, 0 failed, 0 skipped (1 s)\n',
      },
    );
    const summary = summarize(dir);
    expect(summary.steps.map((step) => step.why)).toEqual([
      ['ran no test'],
      ['ran no test'],
      ['ran no test'],
    ]);
    expect(summary.lines.at(-1)).toBe('0 passed, 3 failed, 1 skipped');
  });

  it('adds every failed step to the failed tests, a check step being one failure', () => {
    const dir = results(
      [
        ['lint', 'check', '-', 1],
        ['format', 'check', '-', 0],
        ['unit tests', 'vitest', 'unit.json', 1],
      ],
      {
        'unit.json': vitest([
          {
            name: 'storefront/app/lib/b.test.ts',
            tests: [test('b one', 'passed'), test('b two', 'failed'), test('b three', 'failed')],
          },
        ]),
      },
    );
    const summary = summarize(dir);
    // 2 failed tests + the failed unit step + the failed lint step.
    expect(summary.lines.at(-1)).toBe('2 passed, 4 failed, 0 skipped');
    expect(summary.lines).toContain('       failed: b two (storefront/app/lib/b.test.ts)');
    expect(summary.lines).toContain('failed steps: lint, unit tests');
  });

  it('fails a step whose exit status is not 0 although its report has no failure', () => {
    const dir = results([['unit tests', 'vitest', 'unit.json', 1]], { 'unit.json': passingUnit });
    const summary = summarize(dir);
    expect(summary.steps[0].why).toEqual(['exit status 1']);
    expect(summary.lines.at(-1)).toBe('2 passed, 1 failed, 0 skipped');
  });

  it('counts a declared step that did not run as failed', () => {
    const dir = results([
      ['types', 'check', '-', 0],
      ['builds', 'check', '-', null],
      ['end-to-end', 'playwright', 'e2e.json', null],
    ]);
    const summary = summarize(dir);
    expect(summary.steps.map((step) => step.why)).toEqual([[], ['did not run'], ['did not run']]);
    expect(summary.lines.at(-1)).toBe('1 passed, 2 failed, 0 skipped');
  });

  it('counts a check step that left a reason in its report as not run (skipped), never passed', () => {
    const dir = results(
      [
        ['types', 'check', '-', 0],
        ['dependency audit', 'check', 'audit-not-run.txt', 0],
        ['other audit', 'check', 'absent.txt', 0],
      ],
      { 'audit-not-run.txt': 'the advisory service could not be reached (405)\n' },
    );
    const summary = summarize(dir);
    expect(summary.lines).toContain(
      'SKIP dependency audit: did not run: the advisory service could not be reached (405)',
    );
    expect(summary.lines.at(-1)).toBe('2 passed, 0 failed, 1 skipped');
    const failed = summarize(
      results([['dependency audit', 'check', 'audit-not-run.txt', 1]], {
        'audit-not-run.txt': 'unreachable',
      }),
    );
    expect(failed.lines.at(-1)).toBe('0 passed, 1 failed, 0 skipped');
  });

  it('counts a missing or garbled manifest as a failure', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'test-summary-'));
    folders.push(dir);
    expect(summarize(dir).lines.at(-1)).toBe('0 passed, 1 failed, 0 skipped');
    writeFileSync(path.join(dir, 'steps.tsv'), 'step\ttypes\tcheck\t-\nexit\tlint\t0\nhello\n');
    const summary = summarize(dir);
    expect(summary.problems).toEqual([
      'exit status of an undeclared step "lint"',
      'line 3 of the manifest is not a step or exit line',
    ]);
    // types did not run (no exit line), plus the two manifest problems.
    expect(summary.lines.at(-1)).toBe('0 passed, 3 failed, 0 skipped');
  });

  it('prints each flaky end-to-end test by name and counts it as passed', () => {
    const dir = results([['end-to-end', 'playwright', 'e2e.json', 0]], {
      'e2e.json': playwright([
        { title: 'buys a ticket', status: 'expected' },
        { title: 'keeps the queue place', status: 'flaky' },
      ]),
    });
    const summary = summarize(dir);
    expect(summary.lines).toContain(
      '       flaky: cart › keeps the queue place [commerce] (commerce/cart.spec.ts:11)',
    );
    expect(summary.lines).toContain('flaky tests (counted as passed): 1');
    expect(summary.lines.at(-1)).toBe('2 passed, 0 failed, 0 skipped');
  });

  it('does not let a flaky count without names through', () => {
    const report = playwright([{ title: 'a', status: 'expected' }]);
    report.stats.flaky = 1;
    const dir = results([['end-to-end', 'playwright', 'e2e.json', 0]], { 'e2e.json': report });
    const summary = summarize(dir);
    expect(summary.steps[0].ok).toBe(false);
    expect(summary.lines).toContain('       failed: the report counts 1 flaky tests but names 0');
  });

  it('names failed end-to-end tests and counts errors outside tests', () => {
    const dir = results([['end-to-end', 'playwright', 'e2e.json', 1]], {
      'e2e.json': playwright(
        [
          { title: 'buys a ticket', status: 'unexpected' },
          { title: 'pays', status: 'expected' },
        ],
        [{ message: 'Error: Timed out waiting 180000ms from config.webServer.\n  at ...' }],
      ),
    });
    const summary = summarize(dir);
    expect(summary.lines).toContain(
      '       failed: cart › buys a ticket [commerce] (commerce/cart.spec.ts:10)',
    );
    expect(summary.lines).toContain(
      '       failed: error outside tests: Error: Timed out waiting 180000ms from config.webServer.',
    );
    // 1 failed test + 1 error outside tests + the failed step.
    expect(summary.lines.at(-1)).toBe('1 passed, 3 failed, 0 skipped');
  });

  it('counts skipped and todo tests of Vitest as skipped', () => {
    const dir = results([['unit tests', 'vitest', 'unit.json', 0]], {
      'unit.json': vitest([
        {
          name: 'design-system/src/a.test.tsx',
          tests: [test('runs', 'passed'), test('later', 'skipped'), test('idea', 'todo')],
        },
      ]),
    });
    expect(summarize(dir).lines.at(-1)).toBe('1 passed, 0 failed, 2 skipped');
  });

  it('counts a Vitest file that failed outside its tests as one failure', () => {
    const dir = results([['backend tests', 'vitest', 'backend.json', 1]], {
      'backend.json': vitest([
        { name: 'backend/tests/a.test.ts', tests: [test('a', 'passed')] },
        {
          name: 'backend/tests/b.test.ts',
          tests: [],
          status: 'failed',
          message: "Cannot find module './missing.js'\n  at b.test.ts:1",
        },
      ]),
    });
    const summary = summarize(dir);
    expect(summary.lines).toContain(
      "       failed: backend/tests/b.test.ts: Cannot find module './missing.js'",
    );
    expect(summary.lines.at(-1)).toBe('1 passed, 2 failed, 0 skipped');
  });

  it('reads the visual log with its failures, a baseline without a story among them', () => {
    const log = [
      'visual: 100 stories x 2 themes x 2 viewports = 400 screenshots',
      '  skipped citta/mobile/pages-map--live (third-party tiles)',
      '  FAILED citta/mobile/components-button--primary: 800 pixels differ (0.27%)',
      '  FAILED citta/desktop/components-old--gone.png: baseline without a story (no story has this id); delete it or run visual:update',
      'visual: 396 passed, 2 failed, 2 skipped (300 s, 1 rechecked on a fresh load)',
    ].join('\n');
    const dir = results([['visual regression', 'visual', 'visual.log', 1]], { 'visual.log': log });
    const summary = summarize(dir);
    expect(summary.steps[0].failures).toEqual([
      'citta/mobile/components-button--primary: 800 pixels differ (0.27%)',
      'citta/desktop/components-old--gone.png: baseline without a story (no story has this id); delete it or run visual:update',
    ]);
    expect(summary.lines.at(-1)).toBe('396 passed, 3 failed, 2 skipped');
  });

  it('lists at most 40 failures per step but counts them all', () => {
    const tests = Array.from({ length: 45 }, (_, index) => test(`t${index}`, 'failed'));
    const dir = results([['unit tests', 'vitest', 'unit.json', 1]], {
      'unit.json': vitest([{ name: 'x.test.ts', tests }]),
    });
    const summary = summarize(dir);
    expect(summary.lines.filter((line) => line.startsWith('       failed: '))).toHaveLength(40);
    expect(summary.lines).toContain('       ... and 5 more in unit.json');
    expect(summary.lines.at(-1)).toBe('0 passed, 46 failed, 0 skipped');
  });

  it('never passes a report step on arbitrary report content, and never throws', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('vitest', 'playwright', 'visual'),
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
        ),
        (kind, content) => {
          const dir = results([['step', kind, 'report', 0]], { report: content });
          const summary = summarize(dir);
          rmSync(dir, { recursive: true, force: true });
          expect(summary.lines.at(-1)).toMatch(CLOSING);
          // Random content is never a report with a passed test: the step always fails.
          expect(summary.steps[0].ok).toBe(false);
          expect(summary.failed).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('counts check steps exactly: one passed per 0, one failed per other status or no run', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 255 }), { nil: null }), { maxLength: 12 }),
        (statuses) => {
          const dir = results(
            statuses.map((status, index) => [`check ${index}`, 'check', '-', status]),
          );
          const summary = summarize(dir);
          rmSync(dir, { recursive: true, force: true });
          const passed = statuses.filter((status) => status === 0).length;
          // An empty manifest is itself one failure.
          const failed = statuses.length - passed + (statuses.length === 0 ? 1 : 0);
          expect(summary.lines.at(-1)).toBe(closingLine({ passed, failed, skipped: 0 }));
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('parseManifest', () => {
  it('refuses a step declared twice and an exit status that is not a number', () => {
    const { steps, problems } = parseManifest(
      'step\ta\tcheck\t-\nstep\ta\tcheck\t-\nexit\ta\tboom\n',
    );
    expect(steps).toHaveLength(1);
    expect(steps[0].status).toBeNull();
    expect(problems).toEqual(['step "a" is declared twice', 'step "a": exit status "boom"']);
  });
});

describe('the command', () => {
  it('prints the closing line last and exits 1 when anything failed, 0 otherwise', () => {
    const run = (dir) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    const failing = run(results([['lint', 'check', '-', 2]]));
    expect(failing.status).toBe(1);
    expect(failing.stdout.trimEnd().split('\n').at(-1)).toBe('0 passed, 1 failed, 0 skipped');
    const passing = run(
      results([['unit tests', 'vitest', 'unit.json', 0]], { 'unit.json': passingUnit }),
    );
    expect(passing.status).toBe(0);
    expect(passing.stdout.trimEnd().split('\n').at(-1)).toBe('2 passed, 0 failed, 0 skipped');
  });
});
