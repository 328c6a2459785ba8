import { leadDeliveryRetryRoute } from '@/features/console';

// POST /api/console/sites/{site}/leads/{id}/deliveries/{delivery}/retry: a failed delivery, sent again.
export const POST = leadDeliveryRetryRoute;
