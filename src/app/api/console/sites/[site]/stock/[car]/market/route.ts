import { carMarketRoute } from '@/features/console';

// /api/console/sites/{site}/stock/{car}/market: the car's price against the market and its price history.
export const GET = carMarketRoute;
