#!/usr/bin/env bash
# `npm test`: every check of the project, in the order a failure is cheapest to find.
# Each step runs even when an earlier one failed, so one run shows everything; the exit code is
# non-zero when any step failed. Reports land in test-results/.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$ROOT/scripts/toolchain.sh" --browser || exit 1
cd "$ROOT"

RESULTS="$ROOT/test-results"
rm -rf "$RESULTS"
mkdir -p "$RESULTS"
export CI="${CI:-true}"

steps_passed=()
steps_failed=()
step() {
  local name="$1"; shift
  printf '\n\033[1;35m==> %s\033[0m\n' "$name"
  local started=$SECONDS
  if "$@"; then
    steps_passed+=("$name")
    printf '\033[1;32m<== %s passed (%ss)\033[0m\n' "$name" "$((SECONDS - started))"
  else
    steps_failed+=("$name")
    printf '\033[1;31m<== %s FAILED (%ss)\033[0m\n' "$name" "$((SECONDS - started))"
  fi
}

typecheck() {
  tsc -p tokens/tsconfig.json --noEmit &&
    tsc -p design-system/tsconfig.json --noEmit &&
    tsc -p stories/tsconfig.json --noEmit &&
    pnpm --filter @city/storefront typecheck &&
    tsc -p backend/tsconfig.json --noEmit
}

step "types" typecheck
step "lint" eslint . --max-warnings=0
step "format" prettier --check . --log-level=warn
step "unit tests" vitest run --project unit --project unit-server --reporter=default --reporter=json --outputFile.json="$RESULTS/unit.json"
step "story tests (theme citta)" env STORYBOOK_THEME=citta vitest run --project storybook --reporter=default --reporter=json --outputFile.json="$RESULTS/stories-citta.json"
step "story tests (theme regione)" env STORYBOOK_THEME=regione vitest run --project storybook --reporter=default --reporter=json --outputFile.json="$RESULTS/stories-regione.json"
step "visual regression" bash -o pipefail -c "pnpm --filter @city/stories visual 2>&1 | tee '$RESULTS/visual.log'"
step "builds" pnpm -r --if-present build
step "backend tests (SQLite)" env TEST_DB=sqlite pnpm --filter @city/backend exec vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/backend-sqlite.json"
step "backend tests (PostgreSQL + Redis)" env TEST_DB=pg TEST_REDIS=redis://127.0.0.1:6379 pnpm --filter @city/backend exec vitest run --reporter=default --reporter=json --outputFile.json="$RESULTS/backend-pg.json"
step "end-to-end (Playwright, Chromium, real backend)" env PLAYWRIGHT_JSON_OUTPUT_NAME="$RESULTS/e2e.json" pnpm --filter @city/storefront exec playwright test --reporter=list,json

node scripts/test-summary.mjs "$RESULTS" "${#steps_failed[@]}"
if [ "${#steps_failed[@]}" -gt 0 ]; then
  printf '\033[1;31mfailed steps:\033[0m %s\n' "${steps_failed[*]}"
  exit 1
fi
