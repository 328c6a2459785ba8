import { bookHandoverRoute, handoverSlotsRoute } from '@/features/checkout/server';

// GET: a held purchase's free handover slots; POST: book one (README, API).
export const GET = handoverSlotsRoute;
export const POST = bookHandoverRoute;
