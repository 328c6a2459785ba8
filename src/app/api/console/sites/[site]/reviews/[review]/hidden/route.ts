import { hideReviewRoute, showReviewRoute } from '@/features/console';

// /api/console/sites/{site}/reviews/{review}/hidden: POST hides the review with a reason, DELETE shows it.
export const POST = hideReviewRoute;
export const DELETE = showReviewRoute;
