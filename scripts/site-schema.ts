// `npm run site-schema`: writes docs/site-config.schema.json, the JSON Schema editors check site and
// template files against, from the zod schema. `--check` only compares, and fails when the file is stale.
import fs from 'node:fs';
import { SITE_CONFIG_SCHEMA_FILE, siteConfigJsonSchemaText } from '../src/tenancy/site-config-json-schema';

const text = siteConfigJsonSchemaText();

if (process.argv.includes('--check')) {
  const current = fs.existsSync(SITE_CONFIG_SCHEMA_FILE)
    ? fs.readFileSync(SITE_CONFIG_SCHEMA_FILE, 'utf8')
    : '';
  if (current !== text) {
    console.error(
      `${SITE_CONFIG_SCHEMA_FILE} is out of date with src/tenancy/site-config.ts: run npm run site-schema`,
    );
    process.exit(1);
  }
  console.log(`${SITE_CONFIG_SCHEMA_FILE} is up to date`);
} else {
  fs.writeFileSync(SITE_CONFIG_SCHEMA_FILE, text);
  console.log(`wrote ${SITE_CONFIG_SCHEMA_FILE}`);
}
