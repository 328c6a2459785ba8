import { miscellaneousRoute } from '@/features/trade-in/server';

// POST /api/miscellaneous { column_name: 'valuation', data } (AF §7; README, API).
export const POST = miscellaneousRoute;
