#!/usr/bin/env bash
# The README's test command: types, lint, build, then unit, integration and end-to-end tests,
# each stage timed (written to .test-reports/stages.txt). Fails if any kind ran no test.
# Run through npm (npm test), so `node` is the project's Node 24 (node_modules/.bin/node).
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .test-reports && mkdir -p .test-reports

stage_start=$SECONDS
stage() {
  local now=$SECONDS
  if [ -n "${stage_name:-}" ]; then printf '%-12s %5d s\n' "$stage_name" $((now - stage_start)) >>.test-reports/stages.txt; fi
  stage_name=$1
  stage_start=$now
  [ -n "$1" ] && echo "== $1 ($(date +%H:%M:%S))"
  return 0
}

echo "node $(node -v) ($(command -v node))"
stage ensure
bash scripts/ensure-chromium.sh
bash scripts/ensure-test-packages.sh

# The messages (Paraglide) are compiled, not committed: the type check, lint and build need them.
stage messages; npm run --silent i18n
# Type check and lint at once: each is one thread, and the machines have two cores.
stage "types+lint"
lint=0
npx eslint . --max-warnings=0 >.test-reports/lint.txt 2>&1 &
lint_pid=$!
npx tsc --noEmit -p . || { kill "$lint_pid" 2>/dev/null || true; exit 1; }
wait "$lint_pid" || lint=$?
cat .test-reports/lint.txt
[ "$lint" -eq 0 ] || { echo "lint failed" >&2; exit 1; }
# The tests read the same bytes whatever the .br quality: 5 instead of production's 11 saves CPU.
stage build; BUILD_BROTLI_QUALITY=5 npm run --silent build
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && git ls-files --error-unmatch web/routeTree.gen.ts >/dev/null 2>&1; then
  git diff --exit-code --stat web/routeTree.gen.ts || { echo "web/routeTree.gen.ts is out of date: commit the regenerated file" >&2; exit 1; }
fi
stage unit
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.test-reports/vitest-unit.json
stage integration
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=.test-reports/vitest-integration.json
stage e2e
e2e=0
npx playwright test || e2e=$?
if [ "$e2e" -ne 0 ] && [ -s .test-reports/e2e-server.log ]; then
  echo "== the e2e server's log, last 60 lines (.test-reports/e2e-server.log)"
  tail -n 60 .test-reports/e2e-server.log | cut -c1-400
fi
stage ""
echo "== stage times"; cat .test-reports/stages.txt
node scripts/test-summary.mjs
exit "$e2e"
