'use client';

import { type ComponentType, Suspense } from 'react';

/** Signing in by a code to a mobile, which the route brings (accounts' verification). */
export type PhoneVerificationProps = {
  idPrefix: string;
  contact: { firstName: string; lastName: string; email: string };
  onVerified: (phone: string) => void;
};

type Props = PhoneVerificationProps & { PhoneVerification: ComponentType<PhoneVerificationProps> };

/** Step 3, Instant pre-approval (AF §5): the shopper applies with a mobile verified by a code. */
export function PreApprovalStep({ PhoneVerification, ...verification }: Props) {
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        We’ll text a code to your mobile to confirm it’s you. Checking your pre-approval has no impact on your
        credit score.
      </p>
      <Suspense fallback={null}>
        <PhoneVerification {...verification} />
      </Suspense>
    </div>
  );
}
