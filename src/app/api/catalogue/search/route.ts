import { CatalogueSearchSchema, searchCatalogue } from '@/features/catalogue';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(CatalogueSearchSchema, (site, body) => searchCatalogue(site, body));
