import { MultiSearchSchema, multiSearch } from '@/features/search';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(MultiSearchSchema, multiSearch);
