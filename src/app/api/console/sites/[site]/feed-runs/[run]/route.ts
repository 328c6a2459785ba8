import { feedRunRoute } from '@/features/console';

// GET /api/console/sites/{site}/feed-runs/{run}: one run with its refused rows and the locked values kept.
export const GET = feedRunRoute;
