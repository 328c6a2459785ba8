import { tenantJsonRoute } from '@/lib/json-route';
import { MultiSearchSchema, multiSearch } from '@/search';

export const POST = tenantJsonRoute(MultiSearchSchema, multiSearch);
