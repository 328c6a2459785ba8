import { z } from 'zod';
import { visitorText } from '@/lib/visitor-input';

// Free text goes to the database's queries: made storable (no NUL, no lone surrogate) first.
const names = z.array(visitorText().trim().min(1).max(100)).max(100).optional();

/** The catalogue search: models of the manufacturers, filtered as the spec names the fields. */
export const CatalogueSearchSchema = z.strictObject({
  'manufacturer.name': names,
  'model.name': names,
  'model.body': names,
  query: visitorText().max(200).optional(),
  offset: z.number().int().min(0).max(100_000).default(0),
  dealership: visitorText().trim().min(1).max(200).optional(),
});
export type CatalogueSearch = z.infer<typeof CatalogueSearchSchema>;
