import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsoleCard, ConsoleFrame } from '@/features/console/components/console-frame';
import { SignInForm } from '@/features/console/components/sign-in-form';
import { pageStaff } from '@/features/console/page-staff';
import { consolePaths } from '@/lib/console-paths';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  if (await pageStaff()) redirect(consolePaths.home());
  const { next } = await searchParams;
  return (
    <ConsoleFrame>
      <ConsoleCard title="Sign in to the Dealer Console">
        <SignInForm next={typeof next === 'string' ? next : null} />
      </ConsoleCard>
    </ConsoleFrame>
  );
}
