// The closing line of `npm test`: reads the step manifest scripts/test.sh writes
// (test-results/steps.tsv) and every report it names, prints what failed, was flaky or did not
// run, and ends with exactly `N passed, N failed, N skipped`.
//
// Counting rules:
//  - a step with a test runner (kind vitest, playwright or visual) adds its report's counts; it
//    fails when its exit status is not 0, its report is missing, empty or unreadable, or it ran
//    no test (a filter that matched nothing, `--passWithNoTests`, a `.only` gone wrong);
//  - a step without a test runner (kind check: types, lint, format, audit, builds) is one check;
//    when it names a report file and leaves a reason there (the audit when the advisory service
//    cannot be reached), it did not run: one skipped, printed with the reason;
//  - every failed step adds 1 to the failed count, besides the failed tests of its report;
//  - a declared step that has no exit status (the run was interrupted) did not run: it fails;
//  - a Vitest test file that failed without a failed test (it did not load, a hook threw) and a
//    Playwright error outside any test count as one failure each;
//  - Playwright's flaky tests (failed, then passed on the retry) count as passed and are printed
//    by name, so that no flake goes unseen.
//
//   node scripts/test-summary.mjs <results dir>   exits 1 when anything failed
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const MANIFEST = 'steps.tsv';
export const KINDS = ['vitest', 'playwright', 'visual', 'check'];
/** Failed tests listed by name per step; the counts always include all of them. */
const MAX_LISTED = 40;

/**
 * Parses the manifest: `step<TAB>name<TAB>kind<TAB>report` once per declared step, then
 * `exit<TAB>name<TAB>status` for each step that ran. Returns the steps in declared order and the
 * problems of the manifest itself (each a failure).
 */
export function parseManifest(text) {
  const steps = [];
  const problems = [];
  const byName = new Map();
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '') continue;
    const fields = line.split('\t');
    if (fields[0] === 'step' && fields.length === 4 && fields[1] !== '') {
      const [, name, kind, report] = fields;
      if (byName.has(name)) {
        problems.push(`step "${name}" is declared twice`);
        continue;
      }
      const step = { name, kind, report, status: null };
      byName.set(name, step);
      steps.push(step);
    } else if (fields[0] === 'exit' && fields.length === 3) {
      const step = byName.get(fields[1]);
      if (!step) problems.push(`exit status of an undeclared step "${fields[1]}"`);
      else if (!/^\d+$/.test(fields[2]))
        problems.push(`step "${step.name}": exit status "${fields[2]}"`);
      else step.status = Number(fields[2]);
    } else {
      problems.push(`line ${index + 1} of the manifest is not a step or exit line`);
    }
  }
  return { steps, problems };
}

function count(value) {
  return Number.isSafeInteger(value) && value >= 0;
}

function firstLine(text) {
  return String(text ?? '')
    .trim()
    .split('\n')[0];
}

/** Vitest's JSON reporter: per-file results with their tests. */
function readVitest(report, root) {
  const numbers = ['numPassedTests', 'numFailedTests', 'numPendingTests', 'numTotalTests'];
  if (!numbers.every((key) => count(report?.[key])) || !Array.isArray(report.testResults)) {
    return { problem: 'is not a Vitest JSON report' };
  }
  const failures = [];
  let fileFailures = 0;
  for (const file of report.testResults) {
    const name = path.relative(root, String(file?.name ?? '?'));
    const tests = Array.isArray(file?.assertionResults) ? file.assertionResults : [];
    const failedTests = tests.filter((test) => test?.status === 'failed');
    for (const test of failedTests) failures.push(`${test.fullName ?? test.title} (${name})`);
    if (file?.status === 'failed' && failedTests.length === 0) {
      fileFailures += 1;
      failures.push(`${name}: ${firstLine(file.message) || 'the file failed outside its tests'}`);
    }
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + fileFailures,
    skipped: report.numPendingTests + (count(report.numTodoTests) ? report.numTodoTests : 0),
    failures,
    flaky: [],
  };
}

/** Playwright's JSON reporter: stats, and suites of specs whose tests carry an outcome. */
function readPlaywright(report) {
  const stats = report?.stats;
  if (!['expected', 'unexpected', 'flaky', 'skipped'].every((key) => count(stats?.[key]))) {
    return { problem: 'is not a Playwright JSON report' };
  }
  const failures = [];
  const flaky = [];
  const visit = (suite, titles) => {
    for (const spec of suite?.specs ?? []) {
      for (const test of spec?.tests ?? []) {
        const title = [...titles, spec.title].join(' › ');
        const where = `${spec.file ?? suite.file}:${spec.line ?? '?'}`;
        const project = test?.projectName ? ` [${test.projectName}]` : '';
        if (test?.status === 'flaky') flaky.push(`${title}${project} (${where})`);
        if (test?.status === 'unexpected') failures.push(`${title}${project} (${where})`);
      }
    }
    for (const child of suite?.suites ?? []) visit(child, [...titles, child.title]);
  };
  // A top-level suite is a file: its title is the path, which `where` already gives.
  for (const file of Array.isArray(report.suites) ? report.suites : []) visit(file, []);
  const errors = Array.isArray(report.errors) ? report.errors : [];
  for (const error of errors) failures.push(`error outside tests: ${firstLine(error?.message)}`);
  if (flaky.length !== stats.flaky) {
    failures.push(`the report counts ${stats.flaky} flaky tests but names ${flaky.length}`);
  }
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + errors.length + (flaky.length !== stats.flaky ? 1 : 0),
    skipped: stats.skipped,
    failures,
    flaky,
  };
}

/** The visual-regression harness's log (stories/visual/run.mjs): its FAILED lines and totals. */
function readVisual(text) {
  const totals = [...text.matchAll(/^visual: (\d+) passed, (\d+) failed, (\d+) skipped\b/gm)].at(
    -1,
  );
  if (!totals) return { problem: 'has no "visual: N passed, N failed, N skipped" line' };
  const failures = [...text.matchAll(/^\s+FAILED (.+)$/gm)].map((match) => match[1]);
  return {
    passed: Number(totals[1]),
    failed: Number(totals[2]),
    skipped: Number(totals[3]),
    failures,
    flaky: [],
  };
}

/** Reads one step's report; returns its counts or the reason it cannot be used. */
export function readReport(kind, file, root) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return {
      problem: error?.code === 'ENOENT' ? 'is missing' : `cannot be read (${error?.code ?? error})`,
    };
  }
  if (text.trim() === '') return { problem: 'is empty' };
  if (kind === 'visual') return readVisual(text);
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { problem: 'is not valid JSON' };
  }
  return kind === 'vitest' ? readVitest(report, root) : readPlaywright(report);
}

/**
 * A check step that could not do its work (the audit without its advisory service) leaves the
 * reason in its report file: the step did not run and is counted as skipped, with the reason.
 */
function readNotRun(file) {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Judges one declared step: its counts, whether it failed, and why. */
function judge(step, dir, root) {
  const result = {
    ...step,
    passed: 0,
    failed: 0,
    skipped: 0,
    counts: null, // the report's own counts, printed beside the step
    failures: [],
    flaky: [],
    why: [],
  };
  if (step.status === null) {
    result.why.push('did not run');
  } else if (step.kind === 'check') {
    const notRun = step.report === '-' ? '' : readNotRun(path.resolve(dir, step.report));
    if (step.status !== 0) result.why.push(`exit status ${step.status}`);
    else if (notRun) Object.assign(result, { skipped: 1, notRun });
    else result.passed = 1;
  } else if (!KINDS.includes(step.kind)) {
    result.why.push(`unknown report kind "${step.kind}"`);
  } else {
    if (step.status !== 0) result.why.push(`exit status ${step.status}`);
    const report = readReport(step.kind, path.resolve(dir, step.report), root);
    if (report.problem) {
      result.why.push(`report ${step.report} ${report.problem}`);
    } else {
      Object.assign(result, {
        counts: `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`,
        passed: report.passed,
        failed: report.failed,
        skipped: report.skipped,
        failures: report.failures,
        flaky: report.flaky,
      });
      if (report.failed > 0) result.why.push(`${report.failed} failed`);
      if (report.passed + report.failed === 0) result.why.push('ran no test');
    }
  }
  // A failed step is one more failure on top of its failed tests.
  result.ok = result.why.length === 0;
  if (!result.ok) result.failed += 1;
  return result;
}

/**
 * Reads a results folder (the manifest and the reports it names) and returns the totals, each
 * step's verdict and the lines to print (the closing line last).
 */
export function summarize(dir, { root = process.cwd() } = {}) {
  let manifest;
  try {
    manifest = readFileSync(path.join(dir, MANIFEST), 'utf8');
  } catch {
    manifest = '';
  }
  const { steps, problems } = parseManifest(manifest);
  if (steps.length === 0) problems.push(`no step declared in ${path.join(dir, MANIFEST)}`);
  const judged = steps.map((step) => judge(step, dir, root));
  const totals = { passed: 0, failed: problems.length, skipped: 0 };
  const lines = [''];
  for (const step of judged) {
    totals.passed += step.passed;
    totals.failed += step.failed;
    totals.skipped += step.skipped;
    const counts = step.counts ? ` (${step.counts})` : '';
    const mark = !step.ok ? 'FAIL' : step.notRun ? 'SKIP' : 'ok  ';
    const why = !step.ok
      ? `: ${step.why.join('; ')}`
      : step.notRun
        ? `: did not run: ${step.notRun}`
        : '';
    lines.push(`${mark} ${step.name}${counts}${why}`);
    for (const failure of step.failures.slice(0, MAX_LISTED))
      lines.push(`       failed: ${failure}`);
    if (step.failures.length > MAX_LISTED) {
      lines.push(`       ... and ${step.failures.length - MAX_LISTED} more in ${step.report}`);
    }
    for (const flake of step.flaky) lines.push(`       flaky: ${flake}`);
  }
  for (const problem of problems) lines.push(`FAIL manifest: ${problem}`);
  const failedSteps = judged.filter((step) => !step.ok).map((step) => step.name);
  if (failedSteps.length > 0) lines.push(`failed steps: ${failedSteps.join(', ')}`);
  const flakyCount = judged.reduce((sum, step) => sum + step.flaky.length, 0);
  if (flakyCount > 0) lines.push(`flaky tests (counted as passed): ${flakyCount}`);
  lines.push(closingLine(totals));
  return { ...totals, steps: judged, problems, lines };
}

export function closingLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [dir] = process.argv.slice(2);
  if (!dir) {
    console.error('usage: node scripts/test-summary.mjs <results dir>');
    process.exit(2);
  }
  const summary = summarize(dir);
  console.log(summary.lines.join('\n'));
  process.exitCode = summary.failed > 0 ? 1 : 0;
}
