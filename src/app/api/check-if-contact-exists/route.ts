import { contactExistsRoute } from '@/features/accounts';

// GET /api/check-if-contact-exists?phone_number: { data: { exists }, error } (AF §7).
export const GET = contactExistsRoute;
