import { removeCarRoute } from '@/features/accounts';

// POST /api/watchlist/remove-car { phone_number, car_id }: { success } (AF §7).
export const POST = removeCarRoute;
