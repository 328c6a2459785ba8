import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DbHandle } from '../src/db/client';
import { type FeedFormat, parseFeedText } from '../src/features/stock-import/feed-parser';
import {
  type DealershipRef,
  findSiteDealerships,
  type ImportResult,
  importStock,
  listSiteSlugs,
} from '../src/features/stock-import/server';
import { openScriptDb } from './script-db';

// npm run import -- --site SLUG [--dealership DSLUG] [--full|--partial] FILE.csv|FILE.json
// Exit codes: 0 loaded cleanly, 1 the feed had errors (good rows were still loaded), 2 usage error.

const USAGE = `Usage: npm run import -- --site SLUG [--dealership DEALERSHIP] [--full|--partial] FILE.csv|FILE.json

  --site SLUG          the site whose dealership receives the stock
  --dealership SLUG    required when the site shows several dealerships
  --full               (default) the file is the dealership's whole stock: cars missing from it are marked sold
  --partial            the file holds some cars only: nothing is marked sold
See docs/stock-feed.md for the columns.`;

class UsageError extends Error {}

function readOptions(argv: string[]) {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return null;
  if (!values.site) throw new UsageError('--site is required');
  if (values.full && values.partial) throw new UsageError('Choose one of --full and --partial');
  if (positionals.length !== 1) throw new UsageError('Give exactly one feed file');
  const file = positionals[0];
  const extension = path.extname(file).toLowerCase();
  if (extension !== '.csv' && extension !== '.json')
    throw new UsageError('The file must end in .csv or .json');
  return {
    site: values.site,
    dealership: values.dealership,
    full: !values.partial,
    file,
    format: extension.slice(1) as FeedFormat,
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      dealership: { type: 'string' },
      full: { type: 'boolean' },
      partial: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

async function pickDealership(
  handle: DbHandle,
  site: string,
  wanted: string | undefined,
): Promise<DealershipRef> {
  const found = await findSiteDealerships(handle.db, site);
  if (!found) {
    const known = await listSiteSlugs(handle.db);
    throw new UsageError(`No site '${site}'. Sites: ${known.join(', ') || '(none: run npm run seed first)'}`);
  }
  const names = found.dealerships.map((d) => `  ${d.slug}  (${d.name})`).join('\n');
  if (found.dealerships.length === 0) throw new UsageError(`Site '${site}' has no dealerships`);
  if (wanted) {
    const match = found.dealerships.find((d) => d.slug === wanted);
    if (!match) throw new UsageError(`Dealership '${wanted}' is not one of site '${site}':\n${names}`);
    return match;
  }
  if (found.dealerships.length > 1) {
    throw new UsageError(`Site '${site}' has several dealerships; choose one with --dealership:\n${names}`);
  }
  return found.dealerships[0];
}

function printSummary(result: ImportResult): void {
  const table: [string, number][] = [
    ['inserted', result.inserted],
    ['updated', result.updated],
    ['unchanged', result.unchanged],
    ['marked sold', result.markedSold],
    ['rejected', result.rejected],
    ['photos to fetch', result.photosQueued],
  ];
  console.log('');
  for (const [label, count] of table) console.log(`  ${label.padEnd(15)} ${String(count).padStart(7)}`);
  for (const warning of result.warnings) console.log(`warning: ${warning}`);
  if (result.errors.length > 0) console.log(`\n${result.errors.length} error(s):`);
  for (const error of result.errors)
    console.log(`  line ${error.line}, field ${error.field}: ${error.message}`);
  if (result.kept.length > 0) console.log(`\n${result.kept.length} locked value(s) kept:`);
  for (const kept of result.kept)
    console.log(
      `  ${kept.stocknum}, ${kept.field}: kept ${JSON.stringify(kept.kept)} (the feed said ${JSON.stringify(kept.feed)})`,
    );
}

async function main(): Promise<number> {
  let options: ReturnType<typeof readOptions>;
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  let text: string;
  try {
    text = await readFile(options.file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${options.file}: ${(error as Error).message}`);
    return 2;
  }

  const handle = await openScriptDb('import');
  try {
    const dealership = await pickDealership(handle, options.site, options.dealership);
    console.log(
      options.full
        ? `Importing ${options.file} into ${dealership.slug} as a FULL feed: its cars missing from the file will be marked sold (use --partial to keep them).`
        : `Importing ${options.file} into ${dealership.slug} as a PARTIAL feed: no car will be marked sold.`,
    );
    const parsed = await parseFeedText(text, options.format);
    if (!parsed.ok) {
      console.error(`${parsed.error}; nothing was imported.`);
      for (const issue of parsed.issues)
        console.error(`  line ${issue.line}, field ${issue.field}: ${issue.message}`);
      return 1;
    }
    const result = await importStock(handle.db, {
      ...parsed.feed,
      dealershipId: dealership.id,
      full: options.full,
      source: `cli:${path.basename(options.file)}`,
    });
    printSummary(result);
    return result.errors.length > 0 || result.rejected > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
