import { SearchRequestSchema, searchStock } from '@/features/search';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(SearchRequestSchema, (site, body) => searchStock(site, body));
