import { inviteStaffRoute } from '@/features/console';

// POST /api/console/sites/{site}/staff/invitations { email, role, dealerships }: invites by email.
export const POST = inviteStaffRoute;
