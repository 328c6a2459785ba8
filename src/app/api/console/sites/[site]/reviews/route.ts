import { listReviewsRoute } from '@/features/console';

// GET /api/console/sites/{site}/reviews: the reviews of the member's dealerships' locations.
export const GET = listReviewsRoute;
