import { z } from 'zod';

// The Settings screen's request bodies (the OpenAPI document shows them too). The document and the
// locations are checked by the site store itself, whole, as a publish would check them.

export const SettingsDraftRequest = z.strictObject({
  document: z.record(z.string(), z.unknown()).describe("The site's whole document as the draft has it."),
  locations: z
    .record(z.string(), z.unknown())
    .default({})
    .describe("The settings of each location the draft changes, by the location's slug."),
});

export const SettingsRollbackRequest = z.strictObject({
  version: z.number().int().min(1).max(1_000_000).describe('The version to put back.'),
});
