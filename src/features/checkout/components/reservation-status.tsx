'use client';

import Link from 'next/link';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { formatAudCents } from '@/lib/money';
import { apiPaths } from '@/lib/paths';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/unexpected-error';
import { Dialog, DialogClose, DialogTitle } from '@/ui/dialog';
import { CircleCheckIcon } from '@/ui/icons/circle-check';
import { CircleXIcon } from '@/ui/icons/circle-x';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import {
  CANCEL_LABEL,
  errorMessageOf,
  keepsPolling,
  POLL_INTERVAL_MS,
  reservationOf,
  STILL_PENDING_MESSAGE,
  statusCopy,
} from '../page-rules';
import type { ReservationView } from '../view';

/**
 * A reservation's state, kept current: while the payment is pending it asks every 2 s for a minute
 * (GET /api/checkout/reservations/{id}); a held one can be cancelled and its deposit refunded. The status
 * block is a polite live region, so a change the shopper waits for is read out; after a cancel the focus,
 * left on a button that is gone, moves to the new heading.
 */
export function ReservationStatus({
  initial,
  checkoutHref,
  after,
}: {
  initial: ReservationView;
  checkoutHref: string;
  /** What follows the state, drawn from the current reservation (a purchase's handover booking). */
  after?: (view: ReservationView, update: (next: ReservationView) => void) => ReactNode;
}) {
  const [view, setView] = useState(initial);
  const [stalled, setStalled] = useState(false);
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by a cancel: the button that had the focus is gone with the held state, so the new heading takes it.
  const focusHeading = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new state has been drawn
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [view]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the minute when the shopper asks to check again
  useEffect(() => {
    if (view.status !== 'pending') return;
    const startedAt = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const response = await fetch(apiPaths.reservation(view.id), { cache: 'no-store' });
        const next = reservationOf(await response.json());
        if (!stopped && next && next.status !== 'pending') {
          setView(next);
          return;
        }
      } catch {
        // A failed ask is tried again at the next tick.
      }
      if (stopped) return;
      if (keepsPolling('pending', startedAt, Date.now())) timer = setTimeout(tick, POLL_INTERVAL_MS);
      else setStalled(true);
    };
    timer = setTimeout(tick, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [view.id, view.status, round]);

  const copy = statusCopy(view);
  const Icon = ICONS[view.status];
  return (
    <div className="space-y-5">
      <div aria-live="polite" className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={`mt-1 size-8 shrink-0 ${view.status === 'pending' ? 'animate-spin text-gray-700' : view.status === 'held' ? 'text-tag-green' : 'text-gray-700'}`}
        />
        <div>
          <h1
            ref={heading}
            tabIndex={-1}
            className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
          >
            {copy.heading}
          </h1>
          {copy.lines.map((line) => (
            <p key={line} className="mt-2 text-lg">
              {line}
            </p>
          ))}
          {view.status === 'pending' && stalled && <p className="mt-2">{STILL_PENDING_MESSAGE}</p>}
        </div>
      </div>
      {view.status === 'pending' && stalled && (
        <button
          type="button"
          onClick={() => {
            setStalled(false);
            setRound((n) => n + 1);
          }}
          className="rounded-site border border-black/15 px-4 py-2.5 font-bold hover:bg-surface"
        >
          Check again
        </button>
      )}
      {view.paymentReference && view.status !== 'failed' && (
        <dl className="grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-1 rounded-site bg-surface px-4 py-3 text-sm">
          <dt className="font-semibold text-gray-700">Deposit</dt>
          <dd>{formatAudCents(view.amountCents)}</dd>
          <dt className="font-semibold text-gray-700">Payment reference</dt>
          <dd className="font-mono break-all">{view.paymentReference}</dd>
        </dl>
      )}
      {view.status === 'held' && view.canCancel && (
        <CancelReservation
          view={view}
          onCancelled={(next) => {
            focusHeading.current = true;
            setView(next);
          }}
        />
      )}
      {view.status === 'failed' && (
        <Link
          href={checkoutHref}
          className="inline-block rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast hover:opacity-90"
        >
          Try again
        </Link>
      )}
      {after?.(view, setView)}
    </div>
  );
}

const ICONS = {
  pending: LoaderCircleIcon,
  held: CircleCheckIcon,
  cancelled: CircleCheckIcon,
  released: CircleCheckIcon,
  failed: CircleXIcon,
  lost: CircleXIcon,
} as const;

/** 'Cancel and refund my deposit', confirmed in a dialog; POST …/cancel. */
function CancelReservation({
  view,
  onCancelled,
}: {
  view: ReservationView;
  onCancelled: (next: ReservationView) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(apiPaths.reservationCancel(view.id), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = await response.json().catch(() => null);
      const next = response.ok ? reservationOf(body) : null;
      if (next) {
        setOpen(false);
        onCancelled(next);
        return;
      }
      setError(errorMessageOf(body) ?? UNEXPECTED_ERROR_MESSAGE);
    } catch {
      setError(UNEXPECTED_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="rounded-site border border-black/15 px-4 py-2.5 font-bold hover:bg-surface"
      >
        {CANCEL_LABEL}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} closeOnBackdrop className="max-w-md">
        <div className="p-6">
          <div className="mb-3 flex items-start justify-between gap-4">
            <DialogTitle className="text-xl font-extrabold">Cancel your reservation?</DialogTitle>
            <DialogClose />
          </div>
          <p>
            We will stop holding the {view.car.name} for you and refund your{' '}
            {formatAudCents(view.amountCents)} deposit in full.
          </p>
          {error && (
            <p role="alert" className="mt-3 font-semibold text-red-700">
              {error}
            </p>
          )}
          <div className="mt-5 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={cancel}
              disabled={busy}
              className="rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast hover:opacity-90 disabled:opacity-60"
            >
              {CANCEL_LABEL}
            </button>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-site border border-black/15 px-4 py-2.5 font-bold hover:bg-surface"
            >
              Keep my reservation
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
