#!/usr/bin/env bash
# `npm test`: every check of the project, in the order a failure is cheapest to find.
# Each step runs even when an earlier one failed, so one run shows everything; reports and the step
# manifest land in test-results/, and the exit code is non-zero when anything failed or did not run.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$ROOT/scripts/toolchain.sh" --browser --services || exit 1
cd "$ROOT"
# toolchain.sh turns errexit on: a failing step must not end the run.
set +e

RESULTS="$ROOT/test-results"
rm -rf "$RESULTS"
mkdir -p "$RESULTS"
MANIFEST="$RESULTS/steps.tsv"
export CI="${CI:-true}"

# step <name> <kind> <report> <command...>
#   kind vitest or playwright: the command writes that runner's JSON report to test-results/<report>;
#   kind visual: the visual-regression log; kind check: no test runner, the step is one check that
#   passes or fails by its exit status; its report (or -) is where it writes why it could not run.
# The step list runs twice: first every step is declared in the manifest, then each runs and its
# exit status is added. scripts/test-summary.mjs reads the manifest, so a step that did not run
# (interrupted), left no usable report or ran no test is counted as failed.
declaring=1
interrupted=0
trap 'interrupted=1' INT TERM
step() {
  local name="$1" kind="$2" report="$3" status started
  shift 3
  if [ "$declaring" = 1 ]; then
    printf 'step\t%s\t%s\t%s\n' "$name" "$kind" "$report" >>"$MANIFEST"
    return 0
  fi
  [ "$interrupted" = 1 ] && return 0
  printf '\n\033[1;35m==> %s\033[0m\n' "$name"
  started=$SECONDS
  if "$@"; then status=0; else status=$?; fi
  printf 'exit\t%s\t%s\n' "$name" "$status" >>"$MANIFEST"
  if [ "$status" = 0 ]; then
    printf '\033[1;32m<== %s passed (%ss)\033[0m\n' "$name" "$((SECONDS - started))"
  else
    printf '\033[1;31m<== %s FAILED (%ss)\033[0m\n' "$name" "$((SECONDS - started))"
  fi
}

# together <name> <kind> <report> <command...>: a step of a group that runs at the same time as the
# others of the group (started by `together`, waited for by `joined`). Each one's output is held in
# test-results/ and printed in order once the group has ended; the manifest gets their exit statuses
# as for `step`. For steps that each keep one core of the two busy and share nothing (the backend's
# suites: one Directus at a time each, separate databases, templates and ports).
group=()
together() {
  local name="$1" log
  if [ "$declaring" = 1 ]; then
    step "$@"
    return 0
  fi
  [ "$interrupted" = 1 ] && return 0
  shift 3
  log="$RESULTS/together-${#group[@]}.log"
  printf '\n\033[1;35m==> %s (started alongside the rest of its group)\033[0m\n' "$name"
  # its own process group (job control on for the launch), so that an interrupt stops all of it
  set -m
  (
    started=$SECONDS
    if "$@"; then status=0; else status=$?; fi
    printf '%s %s\n' "$status" "$((SECONDS - started))" >"$log.status"
  ) </dev/null >"$log" 2>&1 &
  group+=("$!|$log|$name")
  set +m
}
joined() {
  local entry pid log name status took
  [ "$declaring" = 1 ] && return 0
  for entry in "${group[@]}"; do
    IFS='|' read -r pid log name <<<"$entry"
    # a signal ends `wait` early: the group's steps are stopped and left without an exit status
    while kill -0 "$pid" 2>/dev/null; do
      [ "$interrupted" = 1 ] && kill -TERM -- "-$pid" 2>/dev/null
      wait "$pid" 2>/dev/null
    done
    printf '\n\033[1;35m==> %s (its output)\033[0m\n' "$name"
    cat "$log"
    [ "$interrupted" = 1 ] && continue
    status=1 took='?'
    [ -f "$log.status" ] && read -r status took <"$log.status"
    printf 'exit\t%s\t%s\n' "$name" "$status" >>"$MANIFEST"
    if [ "$status" = 0 ]; then
      printf '\033[1;32m<== %s passed (%ss)\033[0m\n' "$name" "$took"
    else
      printf '\033[1;31m<== %s FAILED (%ss)\033[0m\n' "$name" "$took"
    fi
  done
  group=()
}

# `pnpm --filter` exits 0 when the filter matches no package: --fail-if-no-match makes it fail.
typecheck() {
  tsc -p tokens/tsconfig.json --noEmit &&
    tsc -p calendar/tsconfig.json --noEmit &&
    tsc -p content-types/tsconfig.json --noEmit &&
    tsc -p design-system/tsconfig.json --noEmit &&
    tsc -p stories/tsconfig.json --noEmit &&
    pnpm --filter @city/storefront --fail-if-no-match typecheck &&
    tsc -p backend/tsconfig.json --noEmit
}

# Advisories of the production dependencies: a high or critical one fails unless audit-allowlist.json
# lists it with a reason and an expiry date that has not passed. pnpm's own exit status is not used
# (it is 1 for any advisory, low ones included). When the advisory service cannot be reached (a
# registry mirror without the audit endpoints answers 405) the audit did not run: the step is
# counted as skipped with the reason (audit-not-run.txt), or fails with AUDIT_REQUIRED=1.
audit() {
  pnpm audit --prod --json >"$RESULTS/audit.json"
  node scripts/audit-check.mjs "$RESULTS/audit.json" audit-allowlist.json \
    --not-run-file "$RESULTS/audit-not-run.txt"
}

# A committed `.only` fails the Vitest runs (--allowOnly=false) and Playwright's (forbidOnly on CI).
steps() {
  step "types" check - typecheck
  step "lint" check - eslint . --max-warnings=0
  step "format" check - prettier --check . --log-level=warn
  step "dependency audit" check audit-not-run.txt audit
  step "unit tests" vitest unit.json vitest run --project unit --project unit-server --allowOnly=false --reporter=default --reporter=json --outputFile.json="$RESULTS/unit.json"
  step "story tests (theme citta)" vitest stories-citta.json env STORYBOOK_THEME=citta vitest run --project storybook --allowOnly=false --reporter=default --reporter=json --outputFile.json="$RESULTS/stories-citta.json"
  step "story tests (theme regione)" vitest stories-regione.json env STORYBOOK_THEME=regione vitest run --project storybook --allowOnly=false --reporter=default --reporter=json --outputFile.json="$RESULTS/stories-regione.json"
  step "visual regression" visual visual.log bash -o pipefail -c "pnpm --filter @city/stories --fail-if-no-match visual 2>&1 | tee '$RESULTS/visual.log'"
  step "builds" check - pnpm -r --if-present build
  step "library packages (pack, npm install outside the workspace, render)" check - node scripts/library-pack-test.mjs --reuse-build
  together "backend tests (SQLite)" vitest backend-sqlite.json env TEST_DB=sqlite pnpm --filter @city/backend --fail-if-no-match exec vitest run --allowOnly=false --reporter=default --reporter=json --outputFile.json="$RESULTS/backend-sqlite.json"
  together "backend tests (PostgreSQL + Redis)" vitest backend-pg.json env TEST_DB=pg TEST_REDIS=redis://127.0.0.1:6379 pnpm --filter @city/backend --fail-if-no-match exec vitest run --allowOnly=false --reporter=default --reporter=json --outputFile.json="$RESULTS/backend-pg.json"
  joined
  step "reference deployment (nginx, two storefronts, two Directus on PostgreSQL + Redis)" check - node scripts/cluster-check.mjs
  step "end-to-end (Playwright, Chromium, real backend)" playwright e2e.json env PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" pnpm --filter @city/storefront --fail-if-no-match exec playwright test --reporter=list,json
}

steps
declaring=0
steps
trap - INT TERM

# Prints what failed, was flaky or did not run, then `N passed, N failed, N skipped` as the last
# line; its exit status (1 when anything failed) is the run's.
node scripts/test-summary.mjs "$RESULTS"
