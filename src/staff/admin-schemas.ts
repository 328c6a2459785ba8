import { z } from 'zod';

/** POST /api/admin/staff/disable's body. */
export const DisableStaffRequest = z.strictObject({ email: z.email('Enter an email address.').max(254) });
