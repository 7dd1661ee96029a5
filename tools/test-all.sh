#!/usr/bin/env bash
# The whole test suite, as CI runs it: static checks, unit specs, then API/integration specs on
# MariaDB and again on SQLite. Prints one closing line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"
bash tools/setup-machine.sh || { echo "machine setup failed"; exit 1; }

status=0
passed=0
failed=0

run_jest() {
  local label="$1"; shift
  echo "== $label"
  local out
  out=$(mktemp --suffix=.json)
  # --forceExit: once every test has finished, a stray handle (seen once after the api stage: jest
  # printed its results, then waited) must not hold CI until its time limit; the results are kept.
  npx jest "$@" --forceExit --json --outputFile="$out" || status=1
  if [ -s "$out" ]; then
    passed=$((passed + $(node -e "process.stdout.write(String(JSON.parse(require('fs').readFileSync('$out','utf8')).numPassedTests))")))
    failed=$((failed + $(node -e "process.stdout.write(String(JSON.parse(require('fs').readFileSync('$out','utf8')).numFailedTests))")))
  else
    status=1
  fi
  rm -f "$out"
}

echo "== typecheck"; npm run -s typecheck || status=1
echo "== lint"; npx nx show projects >/dev/null && npx eslint . || status=1
run_jest "unit" --selectProjects unit
run_jest "web components" --selectProjects web
run_jest "api + integration on MariaDB" --selectProjects api --runInBand
echo "== build the front end"; npm run -s build:web || status=1
echo "== bundle budget (home ≤ 350 KB, each remote's first page ≤ 150 KB gzipped; fonts reported)"; npm run -s budget:web || status=1
run_jest "browser journeys (Chromium)" --selectProjects browser --runInBand
TEST_DB=sqlite run_jest "api + integration on SQLite" --selectProjects api --runInBand --testPathIgnorePatterns distributed kafka

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] || status=1
exit $status
