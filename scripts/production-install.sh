#!/usr/bin/env bash
# Lays out the built site for a host in the folder given: the build, and production dependencies
# only (`npm ci --omit=dev`). Run after `npm run build`. The container image (Dockerfile) and CI's
# production check (check-production-install.sh) both use it, so they cannot drift apart.
set -euo pipefail
target=${1:?usage: production-install.sh <folder>}
cd "$(dirname "$0")/.."

mkdir -p "$target"
cp -r build package.json package-lock.json "$target"/
(cd "$target" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
# Build-time packages must never be needed at run time (eslint's no-restricted-imports keeps
# app/ and server/ from importing them); two of the heaviest stand for the rest.
if [ -d "$target/node_modules/zod" ] || [ -d "$target/node_modules/sharp" ]; then
  echo "production-install: the production install holds development dependencies" >&2
  exit 1
fi
