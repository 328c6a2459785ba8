import { adminInviteRoute } from '@/staff/admin-api';

// POST /api/admin/staff/invitations { email, role, site?, dealerships? }: invites by email (platform key).
export const POST = adminInviteRoute;
