// Prints Stryker's mutation score per module of the core (scripts/mutation-modules.mjs), from each
// module's JSON report: killed (and timed out) against all mutants a test covers or could cover.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MUTATION_MODULES, reportName } from './mutation-modules.mjs';

/** Whether a file (relative path) matches one of a module's globs (`dir/*.ts` or a file). */
const inModule = (file, globs) =>
  globs.some((glob) =>
    glob.includes('*')
      ? path.dirname(file) === path.dirname(glob) && file.endsWith(path.extname(glob))
      : file === glob,
  );

const rows = [];
let below = 0;
for (const [module, { mutate: globs }] of Object.entries(MUTATION_MODULES)) {
  const reportFile = `reports/mutation/${reportName(module)}.json`;
  if (!existsSync(reportFile)) {
    rows.push([module, '-', '-', '-', '-', 'not run']);
    below += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  const counts = { killed: 0, survived: 0, noCoverage: 0, timeout: 0, other: 0 };
  for (const [file, result] of Object.entries(report.files)) {
    if (!inModule(path.relative(process.cwd(), path.resolve(file)), globs)) continue;
    for (const mutant of result.mutants) {
      if (mutant.status === 'Killed') counts.killed += 1;
      else if (mutant.status === 'Timeout') counts.timeout += 1;
      else if (mutant.status === 'Survived') counts.survived += 1;
      else if (mutant.status === 'NoCoverage') counts.noCoverage += 1;
      else counts.other += 1;
    }
  }
  const detected = counts.killed + counts.timeout;
  const total = detected + counts.survived + counts.noCoverage;
  const score = total ? (100 * detected) / total : NaN;
  if (!(score >= 80)) below += 1;
  rows.push([
    module,
    String(total),
    String(detected),
    String(counts.survived),
    String(counts.noCoverage),
    `${score.toFixed(1)} %`,
  ]);
}
const header = ['module', 'mutants', 'killed', 'survived', 'no coverage', 'score'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const row of [header, ...rows]) {
  console.log(
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
  );
}
console.log(below === 0 ? 'every module at 80 % or more' : `${below} module(s) under 80 %`);
