// The first-load JavaScript budget (docs/decisions/003), checked on a build: the scripts every page
// shares and what each page type adds, gzip, read from .next, so no server runs and the sizes do not
// depend on the machine. `npm test` runs it after the build; exit 1 over budget.
//   npx tsx scripts/check-script-budget.ts [.next]
import { BUDGET_PAGES, measureBuild, printScriptBudget, scriptBudget } from './bench/script-budget';

const nextDir = process.argv[2] ?? '.next';
const report = scriptBudget(
  measureBuild(
    nextDir,
    BUDGET_PAGES.flatMap((page) => page.entries),
  ),
);
console.log(`first-load JavaScript of the build in ${nextDir} (gzip)`);
printScriptBudget(report);
if (!report.ok) {
  console.log('Over budget: docs/decisions/003 says what counts and how to find what a page pulls in.');
  process.exit(1);
}
