import { adminListStaffRoute } from '@/staff/admin-api';

// GET /api/admin/staff[?site=SLUG]: staff and their roles (platform key).
export const GET = adminListStaffRoute;
