import { tenantJsonRoute } from '@/lib/json-route';
import { SearchRequestSchema, searchStock } from '@/search';

export const POST = tenantJsonRoute(SearchRequestSchema, (site, body) => searchStock(site, body));
