#!/bin/sh
# Installs everything the studio site needs on a Debian machine that has Node 20 and npm:
# pnpm (pinned), the workspace's dependencies (better-sqlite3 compiles against the machine's
# Node headers), and with --with-browser Debian's Chromium for the browser tests.
set -eu
cd "$(dirname "$0")/.."

PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "setup: need root (or sudo) to run: $*" >&2; exit 1
  fi
}

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  if [ -w "$(npm prefix -g)/lib" ] || [ "$(id -u)" = 0 ]; then
    npm install -g --allow-scripts=pnpm "pnpm@$PNPM_VERSION"
  else
    as_root npm install -g --allow-scripts=pnpm "pnpm@$PNPM_VERSION"
  fi
fi

if [ "${1:-}" = "--with-browser" ] && [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian's chromium for the browser tests"
  as_root sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'
fi

# Prebuilt better-sqlite3 binaries cannot be downloaded here: build it against Node's own headers.
if [ -d /usr/include/node ]; then export npm_config_nodedir=/usr; fi
export TURBO_TELEMETRY_DISABLED=1
pnpm install --frozen-lockfile
