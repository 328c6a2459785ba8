import type { Metadata } from 'next';
import { ConsoleCard, ConsoleFrame } from '@/features/console/components/console-frame';
import { AcceptInvitationForm } from '@/features/console/components/password-forms';
import { INVITATION_MESSAGES, invitationPreview, ROLE_LABELS, staffAuth } from '@/staff';

export const metadata: Metadata = { title: 'Your invitation', referrer: 'no-referrer' };

export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const { db } = await staffAuth();
  const preview = await invitationPreview(db, token, new Date());
  return (
    <ConsoleFrame>
      <ConsoleCard title="Join the Dealer Console">
        {preview ? (
          <>
            <p className="mb-4">
              You are invited as <strong>{ROLE_LABELS[preview.invitation.role]}</strong>
              {preview.siteName ? (
                <>
                  {' '}
                  of <strong>{preview.siteName}</strong>
                </>
              ) : (
                ' of every site'
              )}
              , signing in as <strong>{preview.invitation.email}</strong>.
              {preview.existingAccount ? ' You already have a console account: confirm its password.' : ''}
            </p>
            <AcceptInvitationForm token={token} existingAccount={preview.existingAccount} />
          </>
        ) : (
          <p role="alert">{INVITATION_MESSAGES.closed}</p>
        )}
      </ConsoleCard>
    </ConsoleFrame>
  );
}
