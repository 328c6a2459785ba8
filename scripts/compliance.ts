// `npm run compliance [SLUG]`: the advertising compliance check of every site (or one), as the console's
// Compliance screen shows it: each breach with its rule, where it is and what to do. Exits 1 when any
// site has an error, so a deploy or a CI step can stop on it.
import { type Breach, RULES } from '../src/compliance/rules';
import { connectSiteClient } from './site-client';

const [only, ...rest] = process.argv.slice(2);
if (rest.length || only?.startsWith('-')) {
  console.error('Usage: npm run compliance [SLUG]');
  process.exit(2);
}

const client = await connectSiteClient('the compliance command');
if (typeof client === 'string') {
  console.error(client);
  process.exit(1);
}
let errors = 0;
try {
  let slugs: string[];
  if (only) slugs = [only];
  else {
    const listed = await client.list();
    if (!listed.ok) throw new Error(listed.error);
    slugs = (listed.body as { sites: { slug: string }[] }).sites.map((site) => site.slug);
  }
  for (const slug of slugs) {
    const result = await client.compliance(slug);
    if (!result.ok) {
      console.error(`${slug}: ${result.error}`);
      errors += 1;
      continue;
    }
    const { breaches } = result.body as { breaches: Breach[] };
    const siteErrors = breaches.filter((b) => b.severity === 'error').length;
    errors += siteErrors;
    console.log(
      `${slug}: ${siteErrors} error${siteErrors === 1 ? '' : 's'}, ${breaches.length - siteErrors} warning${breaches.length - siteErrors === 1 ? '' : 's'}`,
    );
    for (const b of breaches)
      console.log(
        `  ${b.severity.padEnd(7)} ${b.rule.padEnd(24)} ${b.where}: ${b.message}\n          ${RULES[b.rule].basis}`,
      );
  }
} finally {
  await client.close();
}
process.exit(errors > 0 ? 1 : 0);
