import { issueFeedKeyRoute, revokeFeedKeyRoute } from '@/features/console';

// POST issues (or replaces) a dealership's stock-feed key; DELETE takes it away. Owners only.
export const POST = issueFeedKeyRoute;
export const DELETE = revokeFeedKeyRoute;
