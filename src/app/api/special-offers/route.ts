import { SpecialOffersSearchSchema, specialOffersSearch } from '@/features/search';
import { tenantJsonRoute } from '@/lib/json-route';

export const POST = tenantJsonRoute(SpecialOffersSearchSchema, specialOffersSearch);
