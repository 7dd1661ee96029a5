#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit and front-end specs, API/integration specs
# on MariaDB, browser journeys, then the database-sensitive API specs again on SQLite. Ends with the summary of tools/ci-report (time per stage, slowest
# files, failed tests) and the closing line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"
ARTIFACTS="$PWD/test-artifacts/ci"
rm -rf "$ARTIFACTS"; mkdir -p "$ARTIFACTS"
stage_no=0

# stage NAME COMMAND...: runs one stage, records its seconds and exit code.
stage() {
  local name="$1"; shift
  echo "== $name"
  local started=$SECONDS code=0
  "$@" || code=$?
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - started))" "$code" >> "$ARTIFACTS/stages.tsv"
}

# jest_stage NAME JEST-ARGS...: a jest run whose results (--json) the summary reads.
jest_stage() {
  local name="$1"; shift
  stage_no=$((stage_no + 1))
  # --forceExit: once every test has finished, a stray handle (seen once after the api stage: jest
  # printed its results, then waited) must not hold CI until its time limit; the results are kept.
  stage "$name" npx jest "$@" --forceExit --json --outputFile="$ARTIFACTS/$(printf '%02d' $stage_no)-${name// /-}.json"
}

# Two workers (jest's default on 2 cores is one): every API or browser test file starts its own
# platform on its own databases and ports, and one file alone leaves a core idle much of the time
# (waiting on MariaDB, the bus, Chromium).
WORKERS="${TEST_WORKERS:-2}"

stage "machine setup" bash tools/setup-machine.sh
# The type check and the lint are one process each: side by side they keep both cores busy.
static_checks() {
  npm run -s typecheck & local typecheck=$!
  (npx nx show projects >/dev/null && npx eslint .) & local lint=$!
  local code=0
  wait "$typecheck" || { echo "typecheck failed"; code=1; }
  wait "$lint" || { echo "lint failed"; code=1; }
  return $code
}
stage "typecheck and lint" static_checks
jest_stage "unit" --selectProjects unit --maxWorkers="$WORKERS"
jest_stage "web components" --selectProjects web --maxWorkers="$WORKERS"
jest_stage "api on MariaDB" --selectProjects api --maxWorkers="$WORKERS"
stage "build the front end" npm run -s build:web
stage "bundle budget" npm run -s budget:web
jest_stage "browser journeys" --selectProjects browser --maxWorkers="$WORKERS"
# Only the tests whose behaviour can differ by database run again on SQLite (tools/sqlite-stage.txt).
mapfile -t SQLITE_TESTS < <(grep -v -e '^#' -e '^$' tools/sqlite-stage.txt)
TEST_DB=sqlite jest_stage "api on SQLite" --selectProjects api --maxWorkers="$WORKERS" --testPathPatterns "${SQLITE_TESTS[@]}"

node -r ./deploy/register.js tools/ci-report/report.ts "$ARTIFACTS"
