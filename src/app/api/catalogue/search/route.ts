import { CatalogueSearchSchema } from '@/features/catalogue/schema';
import { searchCatalogue } from '@/features/catalogue/server';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(CatalogueSearchSchema, (site, body) => searchCatalogue(site, body));
