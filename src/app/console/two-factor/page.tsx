import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { TwoFactorSetup } from '@/features/console/components/two-factor-setup';
import { requirePageStaff } from '@/features/console/page-staff';
import { consolePaths } from '@/lib/console-paths';

export const metadata: Metadata = { title: 'Set up two-factor authentication' };

export default async function TwoFactorPage() {
  const staff = await requirePageStaff({ allowBeforeTwoFactor: true });
  if (staff.twoFactorEnabled) redirect(consolePaths.security());
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <h1 className="mb-2 text-2xl font-extrabold">Set up two-factor authentication</h1>
      <p className="mb-6 max-w-2xl">
        {staff.mustSetUpTwoFactor
          ? 'Your role holds every lead and setting of the site, so signing in takes a code from your phone as well as your password. Set it up to continue.'
          : 'A code from your phone as well as your password keeps your account safe if the password leaks.'}
      </p>
      <TwoFactorSetup />
    </ConsoleFrame>
  );
}
