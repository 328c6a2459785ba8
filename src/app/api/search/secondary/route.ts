import { SecondarySearchSchema } from '@/features/search/schema';
import { secondarySearch } from '@/features/search/search-calls';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(SecondarySearchSchema, secondarySearch);
