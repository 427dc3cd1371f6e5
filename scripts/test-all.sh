#!/usr/bin/env bash
# The README's test command: types, lint, build, then unit, integration and end-to-end tests.
# Fails if any kind ran no test.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .test-reports && mkdir -p .test-reports

bash scripts/ensure-chromium.sh
bash scripts/ensure-pooler.sh
echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== build"; npm run --silent build
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && git ls-files --error-unmatch web/routeTree.gen.ts >/dev/null 2>&1; then
  git diff --exit-code --stat web/routeTree.gen.ts || { echo "web/routeTree.gen.ts is out of date: commit the regenerated file" >&2; exit 1; }
  # The build compiles messages/*.json (npm run i18n): the committed messages must be current.
  git diff --exit-code --stat shared/i18n/paraglide || { echo "shared/i18n/paraglide is out of date: run npm run i18n and commit it" >&2; exit 1; }
  [ -z "$(git status --porcelain shared/i18n/paraglide)" ] || { echo "shared/i18n/paraglide has files not committed: run npm run i18n and commit it" >&2; exit 1; }
fi
echo "== unit and integration (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.test-reports/vitest.json
echo "== end-to-end (playwright, chromium)"
e2e=0
npx playwright test || e2e=$?
if [ "$e2e" -ne 0 ] && [ -s .test-reports/e2e-server.log ]; then
  echo "== the e2e server's log, last 60 lines (.test-reports/e2e-server.log)"
  tail -n 60 .test-reports/e2e-server.log | cut -c1-400
fi
node scripts/test-summary.mjs
exit "$e2e"
