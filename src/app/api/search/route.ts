import { SearchRequestSchema } from '@/features/search/schema';
import { searchStock } from '@/features/search/search-service';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(SearchRequestSchema, (site, body) => searchStock(site, body));
