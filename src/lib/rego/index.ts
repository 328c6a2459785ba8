import 'server-only';
import { getDb } from '@/db';
import { env } from '@/lib/env';
import { createHttpRegoLookup } from './http-lookup';
import type { RegoLookup } from './lookup';
import { createRegistryLookup } from './registry-lookup';

// Registration lookups (the trade-in journey's rego step). One adapter, two registers: the provider's API
// when REGO_API_URL and REGO_API_KEY are set, else the embedded register in the database (rego_vehicles,
// filled by the seed), so the journey works with no provider at all.

export {
  REGO_LOOKUP_TIMEOUT_MS,
  type RegoLookup,
  RegoLookupError,
  type RegoVehicle,
} from './lookup';

let lookup: RegoLookup | undefined;

/** The lookup the environment asks for, made once per process. */
export function regoLookup(): RegoLookup {
  lookup ??=
    env.REGO_API_URL && env.REGO_API_KEY
      ? createHttpRegoLookup({ baseUrl: env.REGO_API_URL, apiKey: env.REGO_API_KEY })
      : createRegistryLookup(getDb);
  return lookup;
}

/** For tests: the lookup the calls use until the next reset (undefined: the environment's again). */
export function setRegoLookupForTests(next: RegoLookup | undefined): void {
  lookup = next;
}
