#!/usr/bin/env bash
# Runs the built site the way a host does, from a production install (`npm ci --omit=dev`: no
# development dependencies), and drives a page view and an enquiry through it. Run after
# `npm run build`. Fails if the server cannot start without a development dependency.
set -euo pipefail
cd "$(dirname "$0")/.."

port=${PRODUCTION_CHECK_PORT:-3480}
base="http://127.0.0.1:$port"
install=$(mktemp -d)
server=""
cleanup() {
  [ -z "$server" ] || kill "$server" 2>/dev/null || true
  rm -rf "$install"
}
trap cleanup EXIT

bash scripts/production-install.sh "$install"

# `exec`: the background job is the server itself, so the cleanup's kill stops it.
(cd "$install" && PORT=$port HOST=127.0.0.1 NODE_ENV=production SITE_URL=https://www.example.test \
  DATABASE_URL="file:$install/data/enquiries.db" exec node --max-old-space-size=256 build/server.js \
  >"$install/server.log" 2>&1) &
server=$!
for _ in $(seq 1 100); do
  curl -sf -o /dev/null "$base/healthz" && break
  if ! kill -0 "$server" 2>/dev/null; then
    echo "check-production-install: the server did not start:" >&2
    cat "$install/server.log" >&2
    exit 1
  fi
  sleep 0.2
done

status=$(curl -s -o "$install/home.html" -w "%{http_code}" "$base/")
grep -q "<h1" "$install/home.html" || { echo "check-production-install: GET / answered $status without a page" >&2; exit 1; }

# An enquiry as a browser without JavaScript sends it: a form post from the site's own page.
curl -s -o "$install/sent.html" -w "%{http_code}\n" -H "Origin: $base" \
  --data-urlencode "user_name=Production Check" --data-urlencode "user_email=check@example.com" \
  --data-urlencode "user_phone=" --data-urlencode "message=A production install takes enquiries." \
  --data-urlencode "company_website=" "$base/contact" >/dev/null
stored=$(cd "$install" && node --input-type=module -e '
  import Database from "libsql";
  const db = new Database(process.argv[1], { readonly: true });
  console.log(db.prepare("select count(*) as n from enquiries where name = ?").get("Production Check").n);
' "$install/data/enquiries.db")
if [ "$stored" != "1" ]; then
  echo "check-production-install: the enquiry was not stored (found $stored)" >&2
  cat "$install/server.log" >&2
  exit 1
fi
echo "check-production-install: a production install serves pages and keeps enquiries"
