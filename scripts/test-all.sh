#!/usr/bin/env bash
# The README's test command: types, lint, build, then unit, integration and end-to-end tests.
# Fails if any of them fails or if any kind ran no test. Run through npm (npm test), so `node` is
# the project's Node 24 (node_modules/.bin/node).
#
# The machines have two cores, and no single stage keeps both busy, so stages that do not need
# each other's output overlap (measured: the README's "The test suite's stages"):
#   - the packages the tests need are installed (when missing) while the checks run: apt and
#     downloads wait on the network;
#   - lint (one thread, the longest check) runs beside the type check, the build and the unit tests.
#   - the integration tests run beside the end of lint and beside the end-to-end tests (below).
# Each job's own time, and when it started and ended from the start of the run, go to
# .test-reports/stages.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf .test-reports && mkdir -p .test-reports
run_start=$SECONDS

# timed NAME CMD...: runs CMD and writes NAME's time to the stage table, failing or not.
timed() {
  local name=$1 started=$SECONDS rc=0
  shift
  echo "== $name ($(date +%H:%M:%S))"
  "$@" || rc=$?
  printf '%-12s %5d s   (from %d s to %d s)%s\n' "$name" $((SECONDS - started)) $((started - run_start)) $((SECONDS - run_start)) \
    "$([ "$rc" -eq 0 ] || echo "   failed ($rc)")" >>.test-reports/stages.txt
  return "$rc"
}
# finish NAME PID LOG: waits for a background job, prints its output, and fails if it failed.
finish() {
  local rc=0
  wait "$2" || rc=$?
  echo "== $1: output"
  cat "$3"
  [ "$rc" -eq 0 ] || { echo "$1 failed" >&2; exit 1; }
}
background_jobs=()
trap 'for pid in "${background_jobs[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT

echo "node $(node -v) ($(command -v node))"
# Node keeps the code it compiled for each module on disk, so every process after the first that
# loads the same modules (the servers the tests start, the CLIs, the Vitest and Playwright
# workers) skips compiling them again: a built server's start took 1.4 CPU-s instead of 1.6.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/node-compile-cache}"
timed ensure bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-test-packages.sh' >.test-reports/ensure.txt 2>&1 &
ensure_pid=$!
background_jobs+=("$ensure_pid")

# The messages (Paraglide) are compiled, not committed: the type check, lint and build need them.
timed messages npm run --silent i18n
timed lint npx eslint . --max-warnings=0 >.test-reports/lint.txt 2>&1 &
lint_pid=$!
background_jobs+=("$lint_pid")
timed types npx tsc --noEmit -p .
# The tests read the same bytes whatever the .br quality: 5 instead of production's 11 saves CPU.
# `npm run build` less its first step, the messages, compiled above (9 s of CPU each time).
timed build env BUILD_BROTLI_QUALITY=5 bash -c 'npm run --silent build:web && npm run --silent build:server'
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && git ls-files --error-unmatch web/routeTree.gen.ts >/dev/null 2>&1; then
  git diff --exit-code --stat web/routeTree.gen.ts || { echo "web/routeTree.gen.ts is out of date: commit the regenerated file" >&2; exit 1; }
fi
timed unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.test-reports/vitest-unit.json
finish ensure "$ensure_pid" .test-reports/ensure.txt

# The integration tests start once the build and the packages they need are there, and run beside
# the rest of lint and then beside the end-to-end tests: the browsers leave about a sixth of the
# machine idle (waiting on pages and the server), which the integration files fill (measured in
# the README's "The test suite's stages").
timed integration npx vitest run --project integration --reporter=default --reporter=json --outputFile.json=.test-reports/vitest-integration.json >.test-reports/integration.txt 2>&1 &
integration_pid=$!
background_jobs+=("$integration_pid")
finish lint "$lint_pid" .test-reports/lint.txt
e2e=0
timed e2e npx playwright test || e2e=$?
integration=0
wait "$integration_pid" || integration=$?
echo "== integration: output"
cat .test-reports/integration.txt
if [ "$e2e" -ne 0 ] && [ -s .test-reports/e2e-server.log ]; then
  echo "== the e2e server's log, last 60 lines (.test-reports/e2e-server.log)"
  tail -n 60 .test-reports/e2e-server.log | cut -c1-400
fi
background_jobs=()
echo "== stage times (each job's own; some overlap), $((SECONDS - run_start)) s in all"
cat .test-reports/stages.txt
node scripts/test-summary.mjs
[ "$integration" -eq 0 ] || { echo "integration failed" >&2; exit "$integration"; }
exit "$e2e"
