#!/usr/bin/env bash
# `npm start`: the whole site on this machine.
#   - Directus (content, auth and product API) on http://localhost:8055, SQLite in backend/data/,
#     schema applied and demo content seeded on first start
#   - the storefront (server-rendered React Router app) on http://localhost:3000
# Set DB_CLIENT=pg (+ DB_HOST, DB_PORT, DB_DATABASE, DB_USER) and REDIS=redis://127.0.0.1:6379 for the scale path.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$ROOT/scripts/toolchain.sh"
cd "$ROOT"

export DIRECTUS_PORT="${DIRECTUS_PORT:-8055}"
export PORT="${PORT:-3000}"
export DIRECTUS_URL="${DIRECTUS_URL:-http://127.0.0.1:$DIRECTUS_PORT}"
export PUBLIC_DIRECTUS_URL="${PUBLIC_DIRECTUS_URL:-http://localhost:$DIRECTUS_PORT}"
export PUBLIC_URL="${PUBLIC_URL:-$PUBLIC_DIRECTUS_URL}"
export STOREFRONT_URL="${STOREFRONT_URL:-http://localhost:$PORT}"

log() { printf '\033[1;32m[start]\033[0m %s\n' "$*" >&2; }

# Build the storefront when its sources (or the design system and tokens it composes) changed.
stamp="storefront/build/.source-hash"
hash="$(bash scripts/storefront-source-hash.sh)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$hash" ]; then
  log "building the storefront"
  pnpm --filter @city/storefront build
  echo "$hash" > "$stamp"
fi

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT INT TERM

log "starting Directus on port $DIRECTUS_PORT (first start creates and seeds the database)"
node backend/scripts/directus.mjs serve &
pids+=($!)

for _ in $(seq 1 300); do
  if curl -fsS "http://127.0.0.1:$DIRECTUS_PORT/server/ping" >/dev/null 2>&1; then break; fi
  if ! kill -0 "${pids[0]}" 2>/dev/null; then log "Directus exited"; exit 1; fi
  sleep 1
done

log "starting the storefront on port $PORT"
node storefront/server.js &
pids+=($!)

log "site:      http://localhost:$PORT"
log "backend:   http://localhost:$DIRECTUS_PORT/admin (editors)"
log "Storybook: npm run storybook (http://localhost:6006)"
wait -n "${pids[@]}"
