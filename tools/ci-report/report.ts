/**
 * What a maintainer reads at the end of `npm test`: time per stage, the slowest test files, every
 * test that failed, then the closing line `N passed, N failed`. Reads what tools/test-all.sh left
 * in test-artifacts/ci: `stages.tsv` (stage, seconds, exit code) and one jest `--json` file per stage.
 * Exits 1 when a stage failed or a test failed.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

interface JestAssertion {
  fullName: string;
  status: string;
  failureMessages: string[];
}
interface JestFileResult {
  name: string;
  status: string;
  message: string;
  startTime: number;
  endTime: number;
  assertionResults: JestAssertion[];
}
interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: JestFileResult[];
}

const dir = process.argv[2] ?? join(process.cwd(), 'test-artifacts', 'ci');
const root = process.cwd();
const stages = existsSync(join(dir, 'stages.tsv'))
  ? readFileSync(join(dir, 'stages.tsv'), 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [name, seconds, code] = line.split('\t');
        return { name, seconds: Number(seconds), code: Number(code) };
      })
  : [];

let passed = 0;
let failed = 0;
// A test that runs in two stages (MariaDB, then SQLite) counts once here and twice in passed/failed.
const distinct = new Set<string>();
const files: { stage: string; file: string; seconds: number }[] = [];
const failures: { stage: string; name: string; message: string }[] = [];
for (const entry of readdirSync(dir).filter((name) => /^\d+-.+\.json$/.test(name)).sort()) {
  const stage = entry.replace(/^\d+-/, '').replace(/\.json$/, '');
  let report: JestReport;
  try {
    report = JSON.parse(readFileSync(join(dir, entry), 'utf8')) as JestReport;
  } catch {
    failures.push({ stage, name: `(the ${stage} report could not be read)`, message: '' });
    continue;
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const result of report.testResults) {
    const file = relative(root, result.name);
    files.push({ stage, file, seconds: (result.endTime - result.startTime) / 1000 });
    for (const test of result.assertionResults) if (test.status === 'passed' || test.status === 'failed') distinct.add(`${file} › ${test.fullName}`);
    const failedTests = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push({ stage, name: `${file} › ${test.fullName}`, message: test.failureMessages.join('\n') });
    // A file that failed before any test ran (a failing beforeAll, a syntax error) has no failed test of its own.
    if (result.status === 'failed' && failedTests.length === 0) {
      failures.push({ stage, name: `${file} (the file itself)`, message: result.message });
      failed += Math.max(1, result.assertionResults.length);
    }
  }
}

// The seconds each file took (the longest of its stages): tools/test-sequencer.js starts the slowest first.
const durations: Record<string, number> = {};
for (const file of [...files].sort((a, b) => a.file.localeCompare(b.file))) durations[file.file] = Math.max(durations[file.file] ?? 0, Math.round(file.seconds * 10) / 10);
writeFileSync(join(dir, 'durations.json'), `${JSON.stringify(durations, null, 2)}\n`);

const firstLines = (text: string, count: number): string =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `      ${line.trim()}`)
    .join('\n');

const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
console.log('\n== summary');
console.log('time per stage (s):');
for (const stage of stages) console.log(`  ${String(stage.seconds).padStart(5)}  ${stage.name}${stage.code === 0 ? '' : `  (exit ${stage.code})`}`);
console.log(`  ${String(total).padStart(5)}  total`);
console.log('slowest test files (s):');
for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) {
  console.log(`  ${file.seconds.toFixed(1).padStart(6)}  ${file.file}  [${file.stage}]`);
}
if (failures.length > 0) {
  console.log('failed:');
  for (const failure of failures) console.log(`  ✕ [${failure.stage}] ${failure.name}\n${firstLines(failure.message, 6)}`);
}
console.log(`${distinct.size} distinct tests ran (${passed + failed} runs: the database-sensitive API tests run on MariaDB and on SQLite)`);
const stageFailed = stages.some((stage) => stage.code !== 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || stageFailed ? 1 : 0);
