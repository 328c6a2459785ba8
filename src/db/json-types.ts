import { z } from 'zod';

// Shapes of the JSONB columns of `cars`, shared by the seed, the stock import and the pages.

// `source`: the feed's address a photo was made from (feed-photos), so the next run of the feed finds it.
export const CarImageSchema = z.object({
  image: z.string().min(1),
  thumb: z.string().min(1),
  source: z.string().min(1).optional(),
});
export type CarImage = z.infer<typeof CarImageSchema>;

export const VariantSchema = z
  .object({
    cylinders: z.number().int().nullable(),
    enginesize: z.number().nullable(), // cc
    enginesize_litres: z.number().nullable(),
    induction: z.string().nullable(),
    geartype: z.string().nullable(),
    fuelconsumptioncombined: z.number().nullable(), // L/100km
    fuelcapacity: z.number().nullable(), // L
    grossvehiclemass: z.number().nullable(), // kg
    vehiclelength: z.number().nullable(), // mm
    vehicleheight: z.number().nullable(),
    vehiclewidth: z.number().nullable(),
    towingcapacitybraked: z.number().nullable(), // kg
    bodyconfiguration: z.string().nullable(),
    torque: z.number().nullable(), // Nm
    ancaprating: z.number().int().min(0).max(5).nullable(),
  })
  .partial();
export type Variant = z.infer<typeof VariantSchema>;

export const SpinImagesSchema = z.object({
  exterior: z.array(z.string()),
  interior: z.array(z.string()),
});
export type SpinImages = z.infer<typeof SpinImagesSchema>;

const HotspotSchema = z.object({
  angle: z.number().int().min(0), // frame index the hotspot belongs to
  x: z.number().min(0).max(100), // percent of the frame width
  y: z.number().min(0).max(100),
  title: z.string(),
  description: z.string(),
});
export const HotspotsSchema = z.object({
  exterior: z.array(HotspotSchema),
  interior: z.array(HotspotSchema),
});
export type Hotspots = z.infer<typeof HotspotsSchema>;

export const AutograbDataSchema = z.object({
  state_average_market_price: z.number().nullable(),
  average_market_price: z.number().nullable(),
});
export type AutograbData = z.infer<typeof AutograbDataSchema>;

export const YouxQuoteSchema = z.object({
  weeklyRepaymentAmount: z.number(),
  advertisedRate: z.number(),
  comparisonRate: z.number(),
});
export type YouxQuote = z.infer<typeof YouxQuoteSchema>;

// Finance lender data keyed by provider (e.g. { angle: {...}, manual: {...} }).
export const FinanceLenderSchema = z
  .object({
    disclaimer: z.string(),
    termYears: z.number(),
    termMonths: z.number(),
    termWeeks: z.number(),
    interestRate: z.number().nullable(),
    comparisonRate: z.number().nullable(),
    establishmentFees: z.number(),
    deposit: z.number(),
    balloon: z.number(),
    paymentWeek: z.number().nullable(),
    paymentMonth: z.number().nullable(),
    totalPayable: z.number().nullable(),
    financeProvider: z.string(),
    terms: z.record(z.string(), z.number()), // 'term36' -> monthly payment over 36 months
  })
  .partial();
export const FinanceLendersSchema = z.record(z.string(), FinanceLenderSchema);
export type FinanceLenders = z.infer<typeof FinanceLendersSchema>;

// Caravans: lengths in feet (the page also shows metres, 1 ft = 0.3048 m), masses in kg.
export const CaravanSpecsSchema = z
  .object({
    body_width: z.number(),
    body_length: z.number(),
    tare_weight: z.number(),
    axle_type: z.string(),
    sleeps: z.number().int(),
    aggregate_trailer_mass: z.number(),
  })
  .partial();
export type CaravanSpecs = z.infer<typeof CaravanSpecsSchema>;

/** Where a car's field got its value: a feed run, or a person in the console (their email). */
export type FieldSource = { by: 'feed' | 'person'; who?: string; at: string };
export type FieldSources = Partial<Record<string, FieldSource>>;
