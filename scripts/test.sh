#!/usr/bin/env bash
# Everything CI checks, from a fresh Debian machine with Node 20: browser, PostgreSQL (the enquiry
# store's tests run on it as well as on SQLite), dependencies, types, lint, unit tests, production
# build, browser tests, and the budgets: JavaScript size, layout shift, Lighthouse on a simulated phone.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || packages+=(postgresql)
if [ ${#packages[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi
# The store's tests fail, rather than run on SQLite alone, if PostgreSQL cannot be started.
export REQUIRE_POSTGRES=1

# Each step says how long it took: CI must stay under 15 minutes, and this shows where they go.
step() {
  local started=$SECONDS
  "$@"
  echo "[test.sh] $* took $((SECONDS - started)) s"
}

step npm ci --no-audit --no-fund
# Type checking and linting each use one core: side by side they take the time of the longer.
step npm run typecheck &
typecheck=$!
step npm run lint &
lint=$!
wait "$typecheck"
wait "$lint"
step npm run test:unit
step npm run -s build
step npm run test:e2e
step npm run budget
step npm run layout-shift
step npm run lighthouse -- --check
echo "[test.sh] all checks passed in $SECONDS s"
