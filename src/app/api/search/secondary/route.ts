import { SecondarySearchSchema, secondarySearch } from '@/features/search';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(SecondarySearchSchema, secondarySearch);
