'use client';

import Link from 'next/link';
import { type ReactNode, useState } from 'react';
import { postJson } from '@/lib/api-client';
import { formatAudCents } from '@/lib/money';
import { apiPaths } from '@/lib/paths';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/unexpected-error';
import { Dialog, DialogClose, DialogTitle } from '@/ui/dialog';
import { CircleCheckIcon } from '@/ui/icons/circle-check';
import { CircleXIcon } from '@/ui/icons/circle-x';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { CANCEL_LABEL, reservationOf, statusCopy } from '../page-rules';
import { errorMessageOf } from '../payment/answer-rules';
import {
  CheckAgain,
  PaymentStatus,
  StatusHead,
  type StatusPolicy,
} from '../payment/components/payment-status';
import type { ReservationView } from '../view';

/**
 * A deposit's state in the payment status view (a reservation's page, a purchase's last step): while the
 * payment is pending it is asked about (GET /api/checkout/reservations/{id}); a held one can be cancelled
 * and its deposit refunded, and after a cancel the focus, left on a button that is gone, moves to the new
 * heading. The status block is a polite live region, so a change the shopper waits for is read out.
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
  const policy: StatusPolicy<ReservationView> = {
    path: apiPaths.reservation,
    viewOf: reservationOf,
    polls: (view) => view.status === 'pending',
    focusWhenSettled: false,
    render: (view, controls) =>
      view && (
        <div className="space-y-5">
          <StatusHead
            copy={statusCopy(view)}
            icon={ICONS[view.status]}
            tone={view.status === 'pending' ? 'pending' : view.status === 'held' ? 'done' : 'over'}
            controls={controls}
          />
          <CheckAgain controls={controls} />
          {view.paymentReference && view.status !== 'failed' && (
            <dl className="grid w-fit grid-cols-[auto_auto] gap-x-4 gap-y-1 rounded-site bg-surface px-4 py-3 text-sm">
              <dt className="font-semibold text-gray-700">Deposit</dt>
              <dd>{formatAudCents(view.amountCents)}</dd>
              <dt className="font-semibold text-gray-700">Payment reference</dt>
              <dd className="font-mono break-all">{view.paymentReference}</dd>
            </dl>
          )}
          {view.status === 'held' && view.canCancel && (
            <CancelReservation view={view} onCancelled={(next) => controls.update(next, true)} />
          )}
          {view.status === 'failed' && (
            <Link
              href={checkoutHref}
              className="inline-block rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast hover:opacity-90"
            >
              Try again
            </Link>
          )}
          {after?.(view, controls.update)}
        </div>
      ),
  };
  return <PaymentStatus initial={initial} policy={policy} />;
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
    const result = await postJson(apiPaths.reservationCancel(view.id), {});
    setBusy(false);
    const next = result.kind === 'ok' ? reservationOf(result.body) : null;
    if (next) {
      setOpen(false);
      onCancelled(next);
      return;
    }
    setError((result.kind === 'failed' ? null : errorMessageOf(result.body)) ?? UNEXPECTED_ERROR_MESSAGE);
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
