import 'server-only';
import { clientAddress } from '@/lib/client-address';
import type { Staff } from '@/staff';
import type { Actor } from '../leads/lead-actions';

/** Who is making a change, for its timeline and the audit log: the member and the address they came from. */
export const actorOf = (staff: Staff, request: Request): Actor => ({
  id: staff.id,
  name: staff.name,
  email: staff.email,
  ip: clientAddress(request),
});
