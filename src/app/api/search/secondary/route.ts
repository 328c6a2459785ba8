import { tenantJsonRoute } from '@/lib/json-route';
import { SecondarySearchSchema, secondarySearch } from '@/search';

export const POST = tenantJsonRoute(SecondarySearchSchema, secondarySearch);
