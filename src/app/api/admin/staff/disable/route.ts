import { adminDisableRoute } from '@/staff/admin-api';

// POST /api/admin/staff/disable { email }: disables a member and ends their sessions (platform key).
export const POST = adminDisableRoute;
