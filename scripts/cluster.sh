#!/usr/bin/env bash
# `npm run start:cluster`: the reference deployment on this machine (README.md "Reference
# deployment"): nginx on CLUSTER_PORT (8080) in front of two storefront and two Directus processes
# on PostgreSQL and Redis. Ctrl-C stops everything.
#   - PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 as `scripts/toolchain.sh --services`
#     sets them up (installed with apt-get and started when nothing answers)
#   - Debian's nginx, installed with apt-get when missing
#   - the storefront built when its sources changed (the same check and stamp as `npm start`);
#     CLUSTER_BUILD=reuse serves an existing build as it is (the tests, after the build step)
# Then scripts/cluster.mjs starts and watches the processes.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=toolchain.sh
. "$ROOT/scripts/toolchain.sh" --services
cd "$ROOT"

clog() { printf '\033[1;35m[cluster]\033[0m %s\n' "$*" >&2; }

if [ -z "${CLUSTER_NGINX:-}" ] && [ ! -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null; then
  clog "installing Debian's nginx with apt-get"
  apt_install nginx
fi

build_dir="storefront/build"
if [ -n "${STOREFRONT_BUILD_DIR:-}" ]; then build_dir=""; fi
if [ "${CLUSTER_BUILD:-}" = "reuse" ] && { [ -z "$build_dir" ] || [ -f "$build_dir/server/index.js" ]; }; then
  :
elif [ -n "$build_dir" ]; then
  stamp="storefront/build/.source-hash"
  hash="$(bash scripts/storefront-source-hash.sh)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$hash" ]; then
    clog "building the storefront"
    pnpm --filter @city/storefront build
    echo "$hash" >"$stamp"
  fi
fi

exec node scripts/cluster.mjs "$@"
