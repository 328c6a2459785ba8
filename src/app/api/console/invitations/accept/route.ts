import { acceptInvitationRoute } from '@/features/console';

// POST /api/console/invitations/accept { token, name, password }: joins the staff, signed in.
export const POST = acceptInvitationRoute;
