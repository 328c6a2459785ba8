import { tenantJsonRoute } from '@/lib/json-route';
import { SpecialOffersSearchSchema, specialOffersSearch } from '@/search';

export const POST = tenantJsonRoute(SpecialOffersSearchSchema, specialOffersSearch);
