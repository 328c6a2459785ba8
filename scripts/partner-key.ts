import { parseArgs } from 'node:util';
import { issuePartnerKey, listPartnerKeys, revokePartnerKey } from '../src/tenancy/partner-keys';
import { openScriptDb } from './script-db';

// npm run partner-key -- issue --site SLUG --label NAME   a new read-only key to the site's partner API (printed once)
// npm run partner-key -- list --site SLUG                  the site's keys: id, label, issued, revoked
// npm run partner-key -- revoke --site SLUG --id N         key N stops working at once
// Exit codes: 0 done, 1 no such site or key, 2 usage error.

const USAGE = `Usage: npm run partner-key -- issue --site SLUG --label NAME | list --site SLUG | revoke --site SLUG --id N`;

type Options = { action: 'issue' | 'list' | 'revoke'; site: string; label?: string; id?: number };

function readOptions(argv: string[]): Options {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { site: { type: 'string' }, label: { type: 'string' }, id: { type: 'string' } },
  });
  const [action, ...rest] = positionals;
  if (action !== 'issue' && action !== 'list' && action !== 'revoke')
    throw new Error('Choose issue, list or revoke');
  if (rest.length > 0) throw new Error(`Unexpected argument: ${rest[0]}`);
  if (!values.site) throw new Error('--site is required');
  const label = values.label?.trim();
  if (action === 'issue' && (!label || label.length > 100))
    throw new Error('--label NAME (1 to 100 characters) is required');
  const id = values.id === undefined ? undefined : Number(values.id);
  if (action === 'revoke' && !(Number.isInteger(id) && (id as number) > 0))
    throw new Error('--id N is required');
  return { action, site: values.site, label, id };
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = readOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const handle = await openScriptDb('the partner-key command');
  try {
    if (options.action === 'issue') {
      const issued = await issuePartnerKey(handle.db, options.site, options.label as string);
      if (!issued) return notFound(options.site);
      console.log(`Key ${issued.id} for ${options.site} (${options.label}), shown this once:\n${issued.key}`);
      return 0;
    }
    if (options.action === 'revoke') {
      if (await revokePartnerKey(handle.db, options.site, options.id as number)) {
        console.log(`Key ${options.id} of ${options.site} no longer works.`);
        return 0;
      }
      console.error(`${options.site} has no working key ${options.id}.`);
      return 1;
    }
    const keys = await listPartnerKeys(handle.db, options.site);
    if (!keys) return notFound(options.site);
    for (const key of keys)
      console.log(
        `${key.id}\t${key.label}\tissued ${key.createdAt.toISOString()}${key.revokedAt ? `\trevoked ${key.revokedAt.toISOString()}` : ''}`,
      );
    if (keys.length === 0) console.log(`${options.site} has no partner keys.`);
    return 0;
  } finally {
    await handle.close();
  }
}

function notFound(site: string): number {
  console.error(`No site '${site}'.`);
  return 1;
}

process.exit(await main());
