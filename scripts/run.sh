#!/usr/bin/env bash
# Runs a command with the project's toolchain (Node 22, pnpm, installed workspace) on PATH.
#   bash scripts/run.sh [--browser] <command...>
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
flags=()
if [ "${1:-}" = "--browser" ]; then flags+=(--browser); shift; fi
# shellcheck source=toolchain.sh
. "$ROOT/scripts/toolchain.sh" "${flags[@]}"
cd "$ROOT"
exec "$@"
