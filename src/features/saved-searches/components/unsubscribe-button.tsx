'use client';

import { useState } from 'react';
import { postJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';

export const STOP_ALERTS_LABEL = 'Stop these alerts';
export const ALERTS_STOPPED = 'Alerts stopped. You will get no more messages about this search.';

/**
 * The unsubscribe page's one action, a POST: mail scanners open every link in a message (GET), and must
 * not stop a shopper's alerts by doing so.
 */
export function UnsubscribeButton({ token }: { token: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle');
  const stop = async () => {
    setState('busy');
    const result = await postJson(apiPaths.unsubscribe(), { token });
    setState(result.kind === 'ok' ? 'done' : 'failed');
  };
  return (
    <div className="mt-6 grid gap-3">
      {state !== 'done' && (
        <button
          type="button"
          onClick={stop}
          disabled={state === 'busy'}
          className="inline-flex items-center justify-center gap-2 justify-self-start rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast disabled:opacity-60"
        >
          {state === 'busy' && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
          {STOP_ALERTS_LABEL}
        </button>
      )}
      <p role="status" className="font-semibold">
        {state === 'done' ? ALERTS_STOPPED : ''}
      </p>
      {state === 'failed' && (
        <p role="alert" className="font-semibold text-red-700">
          Sorry, the alerts could not be stopped. Please try again.
        </p>
      )}
    </div>
  );
}
