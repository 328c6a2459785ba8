import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

// The first-load JavaScript budget of decision 003, shared by the page bench (measured against a server)
// and the build check (scripts/check-script-budget.ts, measured from .next): the scripts every page
// shares, and what each page type adds over them. Sizes are gzip level 9, so they depend on the build
// alone, never on the machine.

/** The framework floor (~129 KB: React DOM, the App Router runtime, Turbopack's loader) plus ~11 KB of ours. */
export const SHARED_BUDGET_KB = 140;
/** What one page may add over the shared scripts. */
export const ADDED_BUDGET_KB = 20;

/** The page types held to the budget, each with the App Router entries that serve it. */
export const BUDGET_PAGES = [
  { type: 'home', entries: ['/sites/[site]/page'] },
  { type: 'results', entries: ['/sites/[site]/search/[[...segments]]/page'] },
  { type: 'vehicle page', entries: ['/sites/[site]/cars/[slug]/page'] },
  { type: 'finance', entries: ['/sites/[site]/finance/page'] },
  { type: 'trade-in', entries: ['/sites/[site]/trade-in/page', '/sites/[site]/cars/trade-in/page'] },
  {
    type: 'checkout',
    entries: ['/sites/[site]/cars/[slug]/checkout/page', '/sites/[site]/cars/[slug]/buy-online/page'],
  },
  { type: 'dealer locator', entries: ['/sites/[site]/dealer-locator/page'] },
  { type: 'location page', entries: ['/sites/[site]/locations/[slug]/page'] },
  {
    type: 'blog',
    entries: [
      '/sites/[site]/blog/page',
      '/sites/[site]/blog/[category]/page',
      '/sites/[site]/blog/[category]/[slug]/page',
    ],
  },
] as const;

export type PageType = (typeof BUDGET_PAGES)[number]['type'];

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export type Measured = { label: string; scripts: Map<string, number> };

export type BudgetRow = { label: string; total_kb: number; added_kb: number; files: number; ok: boolean };
export type BudgetReport = {
  shared_kb: number;
  shared_ok: boolean;
  pages: BudgetRow[];
  /** The shared scripts and every page within the budget. */
  ok: boolean;
};

/**
 * Shared and added sizes of measured pages against the budget. "Shared" is every script all the pages
 * load (the framework, the layouts' client components); a page's "added" is the rest of its scripts.
 */
export function scriptBudget(pages: Measured[]): BudgetReport {
  const shared = [...(pages[0]?.scripts.keys() ?? [])].filter((src) =>
    pages.every((p) => p.scripts.has(src)),
  );
  const sharedBytes = shared.reduce((sum, src) => sum + (pages[0]?.scripts.get(src) ?? 0), 0);
  const rows = pages.map(({ label, scripts }) => {
    const total = [...scripts.values()].reduce((a, b) => a + b, 0);
    const added_kb = kb(total - sharedBytes);
    return { label, total_kb: kb(total), added_kb, files: scripts.size, ok: added_kb <= ADDED_BUDGET_KB };
  });
  const shared_kb = kb(sharedBytes);
  const shared_ok = shared_kb <= SHARED_BUDGET_KB;
  return { shared_kb, shared_ok, pages: rows, ok: shared_ok && rows.every((r) => r.ok) };
}

/** Prints the shared size and each page against the budget, PASS/FAIL per line. */
export function printScriptBudget(report: BudgetReport, indent = '  '): void {
  const mark = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log(
    `${indent}${mark(report.shared_ok)}  shared by every page ≤ ${SHARED_BUDGET_KB} KB: ${report.shared_kb.toFixed(1)} KB`,
  );
  for (const page of report.pages) {
    console.log(
      `${indent}${mark(page.ok)}  ${page.label.padEnd(58)} adds ${page.added_kb.toFixed(1).padStart(5)} KB ≤ ${ADDED_BUDGET_KB} (${page.total_kb.toFixed(1).padStart(6)} KB in all, ${page.files} files)`,
    );
  }
}

// ── From the build output ────────────────────────────────────────────────────────────────────────────

type ClientManifest = Record<string, { entryJSFiles?: Record<string, string[]> }>;

/** The scripts a modern browser loads first for an App Router entry: the runtime, then each segment's. */
export function entryScripts(nextDir: string, entry: string): string[] {
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const file = path.join(nextDir, 'server', 'app', `${entry}_client-reference-manifest.js`);
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[entry]; run it in a context of its own.
  const context: { __RSC_MANIFEST?: ClientManifest } = {};
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), context);
  const segments = context.__RSC_MANIFEST?.[entry]?.entryJSFiles;
  if (!segments) throw new Error(`${file} names no scripts for ${entry}`);
  return [...new Set([...build.rootMainFiles, ...Object.values(segments).flat()])];
}

/** Each entry's scripts with their gzip sizes, read from a build (`.next`). */
export function measureBuild(nextDir: string, entries: readonly string[]): Measured[] {
  const sizes = new Map<string, number>();
  return entries.map((entry) => {
    const scripts = new Map<string, number>();
    for (const src of entryScripts(nextDir, entry)) {
      let size = sizes.get(src);
      if (size === undefined) {
        size = gzipSync(fs.readFileSync(path.join(nextDir, src)), { level: 9 }).length;
        sizes.set(src, size);
      }
      scripts.set(`/_next/${src}`, size);
    }
    return { label: entry, scripts };
  });
}
