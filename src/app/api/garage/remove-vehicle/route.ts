import { removeGarageVehicleRoute } from '@/features/accounts';

// POST /api/garage/remove-vehicle { id }: takes one of the shopper's vehicles out of their garage.
export const POST = removeGarageVehicleRoute;
