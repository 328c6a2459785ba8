import { saveCarRoute } from '@/features/accounts';

// POST /api/watchlist/save-car { phone_number, car_id }: { success } (AF §7).
export const POST = saveCarRoute;
