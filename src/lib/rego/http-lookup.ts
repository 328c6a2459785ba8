import { z } from 'zod';
import type { AuState } from '@/lib/au-states';
import { REGO_LOOKUP_TIMEOUT_MS, type RegoLookup, RegoLookupError, type RegoVehicle } from './lookup';

// A registration provider's HTTP API:
//   GET {base}/vehicles?plate=ABC123&state=NSW   (header x-api-key)
//   200 { year, make, model, badge?, series?, body?, colour?, fuel?, transmission?, vin? }
//   404 when no vehicle is registered under the plate
// Any other status, no answer in time, or a 200 that is not such a vehicle is a RegoLookupError naming
// what happened, so the shopper is asked for the car's details instead.

export type HttpRegoLookupSettings = {
  /** The provider's API base, e.g. 'https://rego.example.com.au/v1'; a local fake server in tests. */
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
};

// An empty or missing detail is an unknown one (null); every string is trimmed and bounded.
const detail = z
  .string()
  .trim()
  .max(200)
  .nullish()
  .transform((value) => value || null);

const ProviderVehicleSchema = z.object({
  year: z.number().int().min(1900).max(2100),
  make: z.string().trim().min(1).max(100),
  model: z.string().trim().min(1).max(100),
  badge: detail,
  series: detail,
  body: detail,
  colour: detail,
  fuel: detail,
  transmission: detail,
  vin: detail,
});

export function createHttpRegoLookup(settings: HttpRegoLookupSettings): RegoLookup {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const timeoutMs = settings.timeoutMs ?? REGO_LOOKUP_TIMEOUT_MS;

  return {
    find: async (plate: string, state: AuState): Promise<RegoVehicle | null> => {
      const url = `${base}/vehicles?${new URLSearchParams({ plate, state })}`;
      let status: number;
      let answer: unknown;
      try {
        const response = await fetch(url, {
          headers: { accept: 'application/json', 'x-api-key': settings.apiKey },
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        });
        status = response.status;
        // The body is read whatever the status, so the connection is free for the next lookup.
        const text = await response.text();
        answer = status === 200 ? parseJson(text) : null;
      } catch (error) {
        const name = (error as Error).name;
        throw new RegoLookupError(
          name === 'TimeoutError' || name === 'AbortError'
            ? `The rego provider gave no answer in ${timeoutMs} ms`
            : `The rego provider could not be reached: ${(error as Error).message}`,
        );
      }
      if (status === 404) return null;
      if (status !== 200) throw new RegoLookupError(`The rego provider answered ${status}`);
      if (answer === undefined) throw new RegoLookupError('The rego provider answered 200 with no JSON');
      const vehicle = ProviderVehicleSchema.safeParse(answer);
      if (!vehicle.success) {
        const fields = [...new Set(vehicle.error.issues.map((issue) => issue.path.join('.') || '(body)'))];
        throw new RegoLookupError(`The rego provider answered 200 with no vehicle: ${fields.join(', ')}`);
      }
      return vehicle.data;
    },
  };
}

/** The JSON value of `text`, or undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
