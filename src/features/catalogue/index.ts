export { CatalogueSearchSchema } from './schema';
export { searchCatalogue } from './server';
