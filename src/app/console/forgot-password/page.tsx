import type { Metadata } from 'next';
import { ConsoleCard, ConsoleFrame } from '@/features/console/components/console-frame';
import { ForgotPasswordForm } from '@/features/console/components/password-forms';

export const metadata: Metadata = { title: 'Forgot your password' };

export default function ForgotPasswordPage() {
  return (
    <ConsoleFrame>
      <ConsoleCard title="Forgot your password?">
        <p className="mb-4">
          Enter your email: we will send a link to choose a new password. It works for an hour.
        </p>
        <ForgotPasswordForm />
      </ConsoleCard>
    </ConsoleFrame>
  );
}
