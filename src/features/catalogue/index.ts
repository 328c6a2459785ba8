// The public surface of catalogue: what other features and app/ may import (docs/decisions/014).
export { CatalogueSearchSchema } from './schema';
export { searchCatalogue } from './server';
