import { complianceRoute } from '@/compliance/admin-api';

// GET: the compliance check of what the site publishes now (platform key).
export const GET = complianceRoute;
