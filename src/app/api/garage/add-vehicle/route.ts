import { addGarageVehicleRoute } from '@/features/accounts';

// POST /api/garage/add-vehicle { rego, state, make, model, year }: one of the shopper's own vehicles.
export const POST = addGarageVehicleRoute;
