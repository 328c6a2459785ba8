import { MultiSearchSchema } from '@/features/search/schema';
import { multiSearch } from '@/features/search/search-calls';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(MultiSearchSchema, multiSearch);
