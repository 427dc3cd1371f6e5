// Prints how many tests of each kind ran and passed; fails when a kind ran none.
import { readFileSync } from 'node:fs';

const vitestFiles = ['unit', 'integration'].flatMap((kind) => JSON.parse(readFileSync(`.test-reports/vitest-${kind}.json`, 'utf8')).testResults);
const e2e = JSON.parse(readFileSync('.test-reports/e2e.json', 'utf8'));
const counts = { unit: { passed: 0, failed: 0 }, integration: { passed: 0, failed: 0 }, e2e: { passed: 0, failed: 0 } };
for (const file of vitestFiles) {
  const kind = file.name.includes('/tests/unit/') ? 'unit' : file.name.includes('/tests/integration/') ? 'integration' : null;
  if (!kind) continue;
  for (const t of file.assertionResults) counts[kind][t.status === 'passed' ? 'passed' : 'failed'] += t.status === 'skipped' || t.status === 'pending' ? 0 : 1;
}
// A case that failed and then passed on a retry (E2E_RETRIES, a developer's local choice) is a
// failure: a flaky case is what a race in the product looks like.
counts.e2e.passed = e2e.stats.expected;
counts.e2e.failed = e2e.stats.unexpected + e2e.stats.flaky;
/** Cases that failed, then passed on their retry: named, and counted as failed. */
const flaky = [];
const visit = (suite, titles) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests) if (t.status === 'flaky') flaky.push(`${spec.file}:${spec.line} ${[...titles, spec.title].join(' › ')}`);
  }
  for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
};
for (const suite of e2e.suites) visit(suite, []);
let ok = true;
console.log('\n== test summary');
for (const [kind, c] of Object.entries(counts)) {
  console.log(`${kind.padEnd(12)} ${String(c.passed).padStart(4)} passed  ${c.failed} failed`);
  if (c.passed === 0 || c.failed > 0) ok = false;
}
if (flaky.length) {
  console.log(`\ne2e cases that failed, then passed on a retry (flaky: counted as failed):\n${flaky.map((f) => `  ${f}`).join('\n')}`);
}
const total = Object.values(counts).reduce((sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed }), { passed: 0, failed: 0 });
console.log(`\ntotal: ${total.passed} passed, ${total.failed} failed`);
if (!ok) {
  console.error('A kind of test ran none or failed.');
  process.exit(1);
}
