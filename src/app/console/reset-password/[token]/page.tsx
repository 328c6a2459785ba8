import type { Metadata } from 'next';
import { ConsoleCard, ConsoleFrame } from '@/features/console/components/console-frame';
import { ResetPasswordForm } from '@/features/console/components/password-forms';

export const metadata: Metadata = { title: 'Choose a new password', referrer: 'no-referrer' };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <ConsoleFrame>
      <ConsoleCard title="Choose a new password">
        <ResetPasswordForm token={token} />
      </ConsoleCard>
    </ConsoleFrame>
  );
}
