import { parseArgs } from 'node:util';
import { revokeStockKey, rotateStockKey } from '../src/features/stock-import/keys';
import { StockImportError } from '../src/features/stock-import/server';
import { openScriptDb } from './script-db';

// npm run stock-key -- rotate --dealership SLUG   issue a new stock-feed API key (printed once; the old one stops working)
// npm run stock-key -- revoke --dealership SLUG   remove the key: no feed is accepted until a new one is issued
// Exit codes: 0 done, 1 unknown dealership, 2 usage error.

const USAGE = `Usage: npm run stock-key -- rotate|revoke --dealership SLUG

  rotate   issue a new random API key for the dealership's stock feed and print it (shown this once);
           the previous key is refused from now on
  revoke   remove the dealership's key; feeds are refused until a key is issued again`;

function readOptions(argv: string[]): { action: 'rotate' | 'revoke'; dealership: string } | null {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { dealership: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) return null;
  const [action, ...rest] = positionals;
  if (action !== 'rotate' && action !== 'revoke') throw new Error('Choose rotate or revoke');
  if (rest.length > 0) throw new Error(`Unexpected argument: ${rest[0]}`);
  if (!values.dealership) throw new Error('--dealership is required');
  return { action, dealership: values.dealership };
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
  const handle = await openScriptDb('stock-key');
  try {
    if (options.action === 'revoke') {
      await revokeStockKey(handle.db, options.dealership);
      console.log(`The stock-feed key of ${options.dealership} was removed.`);
    } else {
      const key = await rotateStockKey(handle.db, options.dealership);
      console.log(
        `New stock-feed API key for ${options.dealership} (shown once; the previous key no longer works):`,
      );
      console.log(key);
    }
    return 0;
  } catch (error) {
    if (!(error instanceof StockImportError)) throw error;
    console.error(error.message);
    return 1;
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
