#!/bin/sh
# Run after every `pnpm install` (the root's postinstall): when `npm run setup` put Node.js 24 into
# .tools/ (the machine's node being older), node_modules/.bin/node points at it, so every npm and
# pnpm script of the workspace runs on it. pnpm rewrites node_modules/.bin at each install.
cd "$(dirname "$0")/.." || exit 1
for node in .tools/node_modules/node-linux-*/bin/node; do
  if [ -x "$node" ]; then
    mkdir -p node_modules/.bin
    ln -sf "$(pwd)/$node" node_modules/.bin/node
  fi
done
exit 0
