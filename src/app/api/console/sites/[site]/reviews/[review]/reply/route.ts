import { reviewReplyRoute } from '@/features/console';

// POST /api/console/sites/{site}/reviews/{review}/reply: the reply shown under the review.
export const POST = reviewReplyRoute;
