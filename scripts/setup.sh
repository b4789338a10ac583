#!/bin/sh
# Installs everything the studio site needs on a Debian machine that has Node.js and npm, of any
# version npm 10+ runs on:
#   - Node.js 24 LTS, from the npm registry (the official build, package node-linux-<arch>), into
#     .tools/ when the machine's own node is older; the workspace's node_modules/.bin/node then
#     points at it, so every npm/pnpm script of the project (start, test, bench, release) runs on it;
#   - pnpm (pinned in package.json), globally, and the workspace's dependencies (their native
#     addons, SQLite's among them, come prebuilt inside their npm packages: nothing compiles);
#   - with --with-browser, Debian's Chromium for the browser tests.
set -eu
cd "$(dirname "$0")/.."
root=$(pwd)

NODE_MAJOR=24
# The exact Node 24 release, kept once in pnpm-workspace.yaml (bump it there for security releases).
NODE_VERSION=$(sed -n 's/^nodeVersion: *//p' pnpm-workspace.yaml)
PNPM_VERSION=$(node -p "require('./package.json').packageManager.split('@')[1]")
# Where the machine's npm puts global commands (read before Node 24 goes first on PATH: npm run by
# that node would put them inside .tools/).
global_prefix=$(npm prefix -g 2>/dev/null)

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null 2>&1; then sudo "$@"; else
    echo "setup: need root (or sudo) to run: $*" >&2; exit 1
  fi
}

# npm's own chatter (funding, audit, update notices) is not the project's to print.
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false
export TURBO_TELEMETRY_DISABLED=1

# 1. Node 24: the machine's own if it is new enough, else the official build from the registry.
machine_major=$(node -p "process.versions.node.split('.')[0]")
if [ "$machine_major" -ge "$NODE_MAJOR" ]; then
  node_home=$(dirname "$(dirname "$(command -v node)")")
else
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "setup: no Node.js $NODE_MAJOR build on the npm registry for $(uname -m)" >&2; exit 1 ;;
  esac
  node_home="$root/.tools/node_modules/node-linux-$arch"
  if [ "$("$node_home/bin/node" --version 2>/dev/null || true)" != "v$NODE_VERSION" ]; then
    echo "setup: this machine has Node.js $(node --version); installing Node.js $NODE_VERSION into .tools/"
    mkdir -p .tools
    npm install --prefix .tools --no-save --no-package-lock --loglevel=error "node-linux-$arch@$NODE_VERSION"
  fi
  export PATH="$node_home/bin:$PATH"
fi
echo "setup: Node.js $(node --version) at $(command -v node)"

# 2. pnpm, pinned (global, so `pnpm dev` and friends work from a shell).
if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "setup: installing pnpm $PNPM_VERSION"
  if [ -w "$global_prefix/lib" ] || [ "$(id -u)" = 0 ]; then
    npm install -g --prefix "$global_prefix" --loglevel=error --allow-scripts=pnpm "pnpm@$PNPM_VERSION"
  else
    as_root npm install -g --prefix "$global_prefix" --loglevel=error --allow-scripts=pnpm "pnpm@$PNPM_VERSION"
  fi
fi

# The tests' Debian packages: chromium for the browser tests, restic for the off-site backups'.
if [ "${1:-}" = "--with-browser" ]; then
  packages=""
  [ -x /usr/bin/chromium ] || packages=" chromium"
  command -v restic >/dev/null 2>&1 || packages="$packages restic"
  if [ -n "$packages" ]; then
    echo "setup: installing Debian's packages for the tests:$packages"
    as_root sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null"
  fi
fi

# 3. The workspace.
pnpm install --frozen-lockfile

# Every script of the workspace now finds `node` in node_modules/.bin first (npm and pnpm put it on
# PATH; the root's postinstall links it), so `npm start`, `npm test`, `pnpm dev`... run on Node 24
# whatever the machine's node is.
echo "setup: done; scripts run on $(PATH="$root/node_modules/.bin:$PATH" node --version)"
