import { findDeliveryRegion } from '@/inventory/delivery-regions';
import { DeliveryPriceQuerySchema } from '@/inventory/delivery-schema';
import { findSiteCar } from '@/inventory/site-car';
import { tenantRoute } from '@/lib/api-route';
import { jsonError, validationError } from '@/lib/http';

// GET /api/delivery-price?postcode=4000&car={slug} — the delivery calculator's lookup (AF §7): the car
// picks the dealership whose delivery regions are priced, answering { name, price } (e.g.
// { name: 'Brisbane Metro', price: 0 }), or 404 { error } when no region of that dealership covers the
// postcode. Only the tenant's own cars are found, so another site's car is a 404 like an unknown one.
export const GET = tenantRoute(async (request, site) => {
  const params = new URL(request.url).searchParams;
  const parsed = DeliveryPriceQuerySchema.safeParse({
    postcode: params.get('postcode') ?? undefined,
    car: params.get('car') ?? undefined,
  });
  if (!parsed.success) return validationError(parsed.error);
  const found = await findSiteCar(site, parsed.data.car);
  if (!found) return jsonError(404, 'Car not found');
  const region = await findDeliveryRegion(found.car.dealershipId, parsed.data.postcode);
  if (!region) return jsonError(404, `No delivery region covers postcode ${parsed.data.postcode}`);
  return Response.json({ name: region.name, price: region.price });
});
