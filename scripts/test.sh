#!/usr/bin/env bash
# Everything CI checks, from a fresh Debian machine (on Node 24, fetched if the machine has an
# older one): browser, PostgreSQL (the enquiry store's tests run on it as well as on SQLite),
# dependencies, production build, types, lint, the built server started from a production install,
# unit tests, browser tests, and the budgets: JavaScript size, layout shift, Lighthouse on a
# simulated phone.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
# The browser tests run on the headless shell, which opens pages twice as fast (decision 016).
[ -x /usr/bin/chromium-headless-shell ] || packages+=(chromium-headless-shell)
compgen -G "/usr/lib/postgresql/*/bin/initdb" >/dev/null || packages+=(postgresql)
if [ ${#packages[@]} -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${packages[@]}" >/dev/null
fi
# Node 24 for everything below, whatever Node the machine has.
# shellcheck source=use-node-24.sh
. scripts/use-node-24.sh
echo "[test.sh] Node $(node -v), npm $(npm -v)"
# The store's tests fail, rather than run on SQLite alone, if PostgreSQL cannot be started.
export REQUIRE_POSTGRES=1

# Each step says how long it took: CI must stay under 15 minutes, and this shows where they go.
step() {
  local started=$SECONDS
  "$@"
  echo "[test.sh] $* took $((SECONDS - started)) s"
}

step npm ci --no-audit --no-fund
# The dependency tree as the lockfile promises it: nothing missing, extraneous or invalid.
step bash -c "npm ls --all >/dev/null"
step npm run -s build
# Type checking and linting each use one core, and the production install mostly waits on the
# disk: side by side they take the time of the longest.
step npm run typecheck &
typecheck=$!
step npm run lint &
lint=$!
step bash scripts/check-production-install.sh &
production=$!
wait "$typecheck"
wait "$lint"
wait "$production"
# The budget counts bytes, whatever the load: it runs beside the unit tests, which spend part of
# their time waiting (on PostgreSQL, on a server's timeout).
step npm run test:unit &
unit=$!
step npm run budget &
budget=$!
wait "$unit"
wait "$budget"
step npm run test:e2e
step npm run layout-shift
step npm run lighthouse -- --check
echo "[test.sh] all checks passed in $SECONDS s"
