#!/usr/bin/env bash
# Everything CI checks, from a fresh Debian machine with Node 20: browser, dependencies,
# types, lint, unit tests, production build and browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

npm ci --no-audit --no-fund
npm run typecheck
npm run lint
npm test
npm run budget
npm run layout-shift
