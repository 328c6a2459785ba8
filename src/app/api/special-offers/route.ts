import { SpecialOffersSearchSchema } from '@/features/search/schema';
import { specialOffersSearch } from '@/features/search/search-calls';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(SpecialOffersSearchSchema, specialOffersSearch);
