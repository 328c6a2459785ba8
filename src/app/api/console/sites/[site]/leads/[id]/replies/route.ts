import { leadReplyRoute } from '@/features/console';

// POST /api/console/sites/{site}/leads/{id}/replies: a reply to the shopper, by email or SMS.
export const POST = leadReplyRoute;
