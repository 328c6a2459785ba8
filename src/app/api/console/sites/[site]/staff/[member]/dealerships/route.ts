import { memberDealershipsRoute } from '@/features/console';

// POST /api/console/sites/{site}/staff/{member}/dealerships: the dealerships a member works for on the site.
export const POST = memberDealershipsRoute;
