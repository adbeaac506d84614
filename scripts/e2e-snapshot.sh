#!/usr/bin/env bash
# Builds the app and freezes a copy under .e2e-build/<name>, so a Playwright run is not disturbed by someone
# rebuilding the working tree meanwhile. Then run, for example:
#   E2E_PORT=4420 E2E_SERVER_ENTRY=$PWD/.e2e-build/<name>/api/dist/main.js WEB_DIST=$PWD/.e2e-build/<name>/web \
#     npx playwright test -c apps/web/playwright.config.ts <spec>
set -euo pipefail
name=${1:?usage: scripts/e2e-snapshot.sh <name>}
cd "$(dirname "$0")/.."
npm run build >/tmp/e2e-snapshot-"$name".log 2>&1 || { tail -30 /tmp/e2e-snapshot-"$name".log; exit 1; }
target=.e2e-build/$name
rm -rf "$target" && mkdir -p "$target/api"
cp -r apps/api/dist apps/api/drizzle apps/api/package.json "$target/api/"
cp -r apps/web/dist "$target/web"
echo "frozen build in $target"
