// Adds up the test counts of every runner's JSON report and prints one closing line.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const [dir, failedSteps = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of readdirSync(dir)) {
  const full = path.join(dir, file);
  if (file.endsWith('.json')) {
    let report;
    try {
      report = JSON.parse(readFileSync(full, 'utf8'));
    } catch {
      continue;
    }
    if (typeof report.numPassedTests === 'number') {
      // Vitest JSON reporter
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } else if (report.stats && typeof report.stats.expected === 'number') {
      // Playwright JSON reporter
      passed += report.stats.expected + (report.stats.flaky ?? 0);
      failed += report.stats.unexpected;
      skipped += report.stats.skipped ?? 0;
    }
  } else if (file === 'visual.log') {
    const match = /visual: (\d+) passed, (\d+) failed/.exec(readFileSync(full, 'utf8'));
    if (match) {
      passed += Number(match[1]);
      failed += Number(match[2]);
    }
  }
}

// A step that failed before writing a report (type errors, lint) counts as a failure too.
failed += Math.max(0, Number(failedSteps) - 0) > 0 && failed === 0 ? Number(failedSteps) : 0;
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
