'use client';

import { lazy } from 'react';

// The finance popup's mobile check (accounts' verification), loaded when the popup reaches it: a page
// that hands it to the popup carries no byte of it until then.
export const PhoneVerification = lazy(() =>
  import('@/features/accounts/components/phone-verification').then((m) => ({ default: m.PhoneVerification })),
);
