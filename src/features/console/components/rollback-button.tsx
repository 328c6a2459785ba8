'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { sendJson } from '@/lib/api-client';
import { consoleApiPaths } from '@/lib/console-paths';
import { FAILED } from './console-form';

// An owner puts the site back as it was at a version: a new version, its locations' hours with it.

export function RollbackButton({ site, version }: { site: string; version: number }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const rollBack = async () => {
    setBusy(true);
    const result = await sendJson(consoleApiPaths.settingsRollback(site), { version });
    setBusy(false);
    setConfirming(false);
    if (result.kind !== 'ok') {
      setStatus(result.kind === 'failed' ? FAILED : (result.message ?? FAILED));
      return;
    }
    const made = (result.body as { version?: number } | null)?.version;
    setStatus(`Rolled back to version ${version}, as version ${made}.`);
    router.refresh();
  };
  const button = 'min-h-11 rounded-site border border-brand bg-white px-3 font-semibold text-brand';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {confirming ? (
        <>
          <button type="button" className={button} disabled={busy} onClick={rollBack}>
            Yes, roll back to version {version}
          </button>
          <button type="button" className="min-h-11 px-3 underline" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </>
      ) : (
        <button type="button" className={button} onClick={() => setConfirming(true)}>
          Roll back to version {version}
        </button>
      )}
      <p role="status" className="font-semibold">
        {status}
      </p>
    </div>
  );
}
