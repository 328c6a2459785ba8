// `npm run site -- <command>`: add, change, read and roll back dealer sites on a running platform.
//
//   put FILE.json [--by NAME]          a site or template document (a template names itself in "template")
//   get SLUG [--resolved]              the site's document as stored (--resolved: with its template merged)
//   get --template NAME                a template document
//   list                               every site, its version and host names
//   history SLUG                       every version: when (the site's own time), who, what changed
//   rollback SLUG VERSION [--by NAME]  the document of VERSION, as a new version
//
// It writes to the database itself when it can (PostgreSQL through DATABASE_URL, or the embedded database
// when no server holds it), and otherwise goes through the running server's admin API with the platform
// key (PLATFORM_KEY, or the key file the server keeps). Either way the change is the same call, validated
// whole, and every server process serves it within a second or two.
import fs from 'node:fs';
import os from 'node:os';
import { connectSiteClient, createSiteClient, type SiteClient } from './site-client';

const USAGE = `Usage: npm run site -- <command>
  put FILE.json [--by NAME]
  get SLUG [--resolved] | get --template NAME
  list
  history SLUG
  rollback SLUG VERSION [--by NAME]`;

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) fail(`${name} needs a value\n${USAGE}`, 2);
  args.splice(index, 2);
  return value;
}

function flag(args: string[], name: string): boolean {
  const index = args.indexOf(name);
  if (index !== -1) args.splice(index, 1);
  return index !== -1;
}

async function connect(): Promise<SiteClient> {
  const client = await connectSiteClient('the site command');
  return typeof client === 'string' ? fail(client) : client;
}

const args = process.argv.slice(2);
const command = args.shift();
const by = option(args, '--by') ?? `${os.userInfo().username}@${os.hostname()}`;
if (!command || !['put', 'get', 'list', 'history', 'rollback'].includes(command)) fail(USAGE, 2);

const client = await connect();
try {
  const outcome = await createSiteClient(client).run(command, args, {
    by,
    resolved: flag(args, '--resolved'),
    template: option(args, '--template'),
    readFile: (file) => {
      try {
        return JSON.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        return fail(`${file}: ${(error as Error).message}`);
      }
    },
  });
  console.log(outcome.output);
  process.exitCode = outcome.ok ? 0 : outcome.usage ? 2 : 1;
} finally {
  await client.close();
}
