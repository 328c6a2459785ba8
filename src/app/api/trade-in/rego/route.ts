import { regoLookupRoute } from '@/features/trade-in/server';

// POST /api/trade-in/rego { rego, regoState }: 200 { vehicle } with the registered car's year, make, model,
// badge, series, body, colour, fuel, transmission and VIN; 400 naming rego or regoState; 404 for a plate
// the register does not hold; 429 past 30 lookups per connection in 10 minutes; 502 when the register
// cannot answer (AF §7 'rego lookup'; README, API).
export const POST = regoLookupRoute;
