import { createCustomerRoute } from '@/features/finance/server';

// POST /api/youx/create-customer { data: { …the applicant… }, additionalData }: { redirectUrl } or
// { error }, for a shopper signed in with the mobile the application names (AF §7; README, API).
export const POST = createCustomerRoute;
