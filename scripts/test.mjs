// npm test: typecheck and lint, unit tests, integration tests (real PostgreSQL and Redis), then browser tests
// against the production build. Ends with one line summing every runner: "N passed, N failed".
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { loadEnvironment, workspaceRoot } from './lib/environment.mjs';
import { run } from './lib/processes.mjs';

const resultsDir = path.join(workspaceRoot, '.test-results');
const bin = (name) => path.join(workspaceRoot, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
/** Every failed test by name, printed again at the end: a long log's tail then names them all. */
const failedTests = [];

async function step(name, command, args, readCounts, options = {}) {
  console.log(`\n=== ${name} ===`);
  let ok = true;
  try {
    await run(command, args, { cwd: workspaceRoot, ...options });
  } catch {
    ok = false;
  }
  const counts = readCounts?.();
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    failedTests.push(...counts.failedNames.map((testName) => `${name}: ${testName}`));
  } else if (!ok) {
    totals.failed += 1; // a step that failed without running tests (typecheck, lint, build) counts as one failure
  }
  if (!ok) failedSteps.push(name);
}

function jestCounts(file) {
  return () => {
    try {
      const report = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
        failedNames: report.testResults.flatMap(jestFailures),
      };
    } catch {
      return undefined;
    }
  };
}

function playwrightCounts(file) {
  return () => {
    try {
      const { stats, suites } = JSON.parse(readFileSync(path.join(resultsDir, file), 'utf8'));
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected, failedNames: suites.flatMap(playwrightFailures) };
    } catch {
      return undefined;
    }
  };
}

/** A test file's failed tests, or the file itself when it failed outside any test (set-up, a syntax error). */
function jestFailures(fileResult) {
  const file = path.relative(workspaceRoot, fileResult.name);
  const failed = fileResult.assertionResults.filter((test) => test.status === 'failed');
  if (failed.length) return failed.map((test) => `${file} › ${test.fullName}`);
  if (fileResult.status !== 'failed') return [];
  const lines = stripVTControlCharacters(fileResult.message)
    .split('\n')
    .map((line) => line.trim());
  return [`${file} (failed to run: ${lines.find((line) => line && !line.startsWith('●')) ?? 'no message'})`];
}

function playwrightFailures(suite) {
  const failed = (suite.specs ?? []).filter((spec) => !spec.ok).map((spec) => `${spec.file} › ${spec.title}`);
  return [...failed, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

async function main() {
  loadEnvironment();
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });
  const nx = ['run-many', '--outputStyle=static'];

  await step('Typecheck and lint', bin('nx'), [...nx, '-t', 'typecheck', 'lint']);
  await step('Unit tests', bin('jest'), ['--ci', '--json', `--outputFile=${resultsDir}/unit.json`], jestCounts('unit.json'));
  await step('Build', bin('nx'), [...nx, '-t', 'build']);
  // After the build: the page-head tests read the built shell.
  await step(
    'Integration tests',
    bin('jest'),
    ['-c', 'jest.integration.config.cjs', '--ci', '--json', `--outputFile=${resultsDir}/integration.json`],
    jestCounts('integration.json'),
  );
  if (!failedSteps.includes('Build')) {
    const e2e = { cwd: path.join(workspaceRoot, 'e2e') };
    await step('Browser tests', bin('playwright'), ['test'], playwrightCounts('e2e.json'), e2e);
    await step('Browser tests with mail', bin('playwright'), ['test', '-c', 'playwright.mail.config.ts'], playwrightCounts('e2e-mail.json'), e2e);
  }

  if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((testName) => `  ${testName}`).join('\n')}`);
  if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failedSteps.length || totals.failed ? 1 : 0);
}

main();
