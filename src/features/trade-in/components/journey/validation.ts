// First: zod must be jitless before ../../schema makes its first schema (no eval under the CSP).
import '@/lib/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { KMS_MESSAGE, kmsOf, YEAR_MESSAGE } from '../../journey-rules';
import { AdjustmentsSchema, RegoLookupSchema, StartValuationSchema, VehicleSchema } from '../../schema';
import {
  type ConditionValues,
  type DetailsValues,
  notYetBuilt,
  type RegoValues,
  type VehicleValues,
} from './rules';

// Each step's check in the browser: the zod schemas the trade-in calls validate with, loaded by the step's
// form on first use (./resolvers.ts), so zod and the schemas stay out of the page's JavaScript. The values
// reach the step as typed (raw), not as the schema reads them. Where the browser has always held a field to
// more than the call does (a car not built after next year, the odometer as 1 to 6 digits), that stays.

const resolver = <V extends FieldValues>(schema: z.ZodType) =>
  zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<V>;

const body = StartValuationSchema.shape;

/** The rego lookup's own body: the plate (for its state, once one is chosen) and the state. */
export const regoResolver = resolver<RegoValues>(RegoLookupSchema);

/** The car as the valuation takes it, but for the VIN the lookup gave, which no step shows. */
export const vehicleResolver = resolver<VehicleValues>(
  VehicleSchema.omit({ vin: true }).extend({
    year: VehicleSchema.shape.year.pipe(z.number().refine((year) => !notYetBuilt(year), YEAR_MESSAGE)),
  }),
);

/** The odometer as the valuation takes it (typed as 1 to 6 digits, commas aside) and every condition answer. */
export const conditionResolver = resolver<ConditionValues>(
  z.object({
    kms: z
      .string()
      .refine((kms) => kmsOf(kms) !== null, KMS_MESSAGE)
      // The call's schema reads any input; here it reads the text the field holds.
      .pipe(body.kms as unknown as z.ZodType<number, string>),
    answers: AdjustmentsSchema.shape.adjustmentAnswers,
  }),
);

/** The shopper's details as the valuation takes them. */
export const detailsResolver = resolver<DetailsValues>(
  z.object({
    name: body.name,
    last_name: body.last_name,
    phone: body.phone,
    email: body.email,
    postcode: body.postcode,
    PreferredContactMethod: body.PreferredContactMethod,
    location_id: body.location_id,
  }),
);
