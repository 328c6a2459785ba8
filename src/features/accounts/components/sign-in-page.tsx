import Link from 'next/link';
import { paths } from '@/lib/paths';
import { SignInForm } from './sign-in-form';
import { SignOutButton } from './sign-out-button';

type Props = {
  siteName: string;
  /** The shopper already signed in on this site, if any. */
  shopper: { firstName: string | null; lastName: string | null; phone: string } | null;
  /** Checked paths on this site (safeReturnPath). */
  redirect: string;
  back: string;
  /** This page's own path, to come back to after signing out. */
  self: string;
};

/** The sign-in page (AF §2, §4): the form, or who is signed in with a way out. */
export function SignInPage({ siteName, shopper, redirect, back, self }: Props) {
  const name = [shopper?.firstName, shopper?.lastName].filter(Boolean).join(' ');
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">Sign in</h1>
      {shopper ? (
        <div className="mt-6 grid gap-4 rounded-site border border-black/10 p-5">
          <p>
            You are signed in to {siteName} as <strong>{name || shopper.phone}</strong>
            {name && <span className="text-gray-700"> ({shopper.phone})</span>}.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <Link href={redirect} className="rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast">
              Continue
            </Link>
            <SignOutButton then={self} />
          </div>
          <Link href={paths.account()} className="text-sm font-semibold underline">
            Your details: see or delete what we hold about you
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-gray-700">
            We will text a {siteName} sign-in code to your mobile. Enter it below to sign in.
          </p>
          <div className="mt-6">
            <SignInForm redirect={redirect} back={back} />
          </div>
        </>
      )}
    </div>
  );
}
