// `npm test`: everything CI runs — machine prerequisites, lint, types, builds, unit and
// integration tests (Vitest), browser tests (Playwright) — then one closing count line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './builds.mjs';
import { chromiumPath, ensurePrerequisites } from './prerequisites.mjs';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'skal-test-'));
const results = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ title, ok });
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const problems = ensurePrerequisites();
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}

run('lint', 'npm', ['run', 'lint', '--silent']);
run('typecheck', 'npm', ['run', 'typecheck', '--silent']);
if (
  !run('build', 'npm', ['run', 'build', '--silent']) ||
  !run('desktop app build (electron-vite)', 'npm', ['run', 'desktop:build', '--silent'])
) {
  console.error('The build failed; the tests need it.');
  process.exit(1);
}

const vitestReport = path.join(reports, 'vitest.json');
const vitestPassed = run('unit and integration tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

// Browser suites: the phone app, and the host display with the desktop app's build.
const playwrightReports = [];
for (const workspace of ['phone', 'desktop']) {
  const config = path.join(workspace, 'playwright.config.ts');
  if (!fs.existsSync(path.join(root, config))) continue;
  const report = path.join(reports, `playwright-${workspace}.json`);
  playwrightReports.push(report);
  run(
    `browser tests: ${workspace} (Playwright, Chromium)`,
    'npx',
    ['playwright', 'test', '-c', config, '--reporter=list,json'],
    {
      CHROMIUM_PATH: chromiumPath(),
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
}

// The failures again, named at the end: CI logs keep only the tail of a long run.
const failures = [];
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'gu');
function firstLine(message) {
  return (
    String(message ?? '')
      .replace(ANSI_COLOUR, '')
      .split('\n')
      .find((line) => line.trim() !== '') ?? ''
  );
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests)
      failures.push(`${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === 'failed') failures.push(`${where}: ${firstLine(file.message)}`);
  }
  if (!vitestPassed && failures.length === 0)
    failures.push('Vitest: errors outside any test (an unhandled error or rejection); see "Unhandled Errors" above');
}
function playwrightFailures(suites, where = '') {
  for (const suite of suites ?? []) {
    const file = suite.file ?? where;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`${file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites, file);
  }
}
for (const report of playwrightReports) {
  const playwright = readJson(report);
  if (!playwright?.stats) continue;
  // A flaky test passed on its retry: counted as passed, and named so nobody forgets it.
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
  if (playwright.stats.flaky > 0)
    console.log(`note: ${playwright.stats.flaky} browser test(s) passed only on retry (${report})`);
  skipped += playwright.stats.skipped;
  playwrightFailures(playwright.suites);
}

console.log('\nSummary:');
for (const failure of failures) console.log(`  failed: ${failure.slice(0, 300)}`);
for (const { title, ok } of results) console.log(`  ${ok ? '✓' : '✗'} ${title}`);
const stepsFailed = results.filter((result) => !result.ok).length;
console.log(
  `${passed} passed, ${failed + (failed === 0 ? stepsFailed : 0)} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(stepsFailed > 0 || failed > 0 ? 1 : 0);
