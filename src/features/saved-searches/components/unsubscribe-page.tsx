import Link from 'next/link';
import { paths } from '@/lib/paths';
import { channelMessage } from '../rules';
import type { UnsubscribeTarget } from '../server';
import { UnsubscribeButton } from './unsubscribe-button';

type Props = { siteName: string; token: string | null; target: UnsubscribeTarget | null };

/** Where an alert's unsubscribe link leads: what will stop, and the button that stops it. */
export function UnsubscribePage({ siteName, token, target }: Props) {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight">Saved search alerts</h1>
      {!target || !token ? (
        <>
          <p className="mt-4 text-lg">
            This unsubscribe link is not valid, or its saved search has been removed. Nothing more is sent for
            a removed search.
          </p>
          <Link href={paths.home()} className="mt-6 inline-block font-bold text-brand-ink underline">
            Back to {siteName}
          </Link>
        </>
      ) : target.alertsOn ? (
        <>
          <p className="mt-4 text-lg">
            You will no longer get {channelMessage(target.channel)} from {siteName} when a car matching your
            saved search <strong>{target.name}</strong> arrives.
          </p>
          <UnsubscribeButton token={token} />
        </>
      ) : (
        <p className="mt-4 text-lg" role="status">
          Alerts for your saved search <strong>{target.name}</strong> are already stopped.
        </p>
      )}
    </div>
  );
}
