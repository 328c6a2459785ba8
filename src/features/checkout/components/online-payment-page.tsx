'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { formatAudCents } from '@/lib/money';
import { apiPaths, paths } from '@/lib/paths';
import { CircleCheckIcon } from '@/ui/icons/circle-check';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { LockKeyholeIcon } from '@/ui/icons/lock-keyhole';
import { MailIcon } from '@/ui/icons/mail';
import { ReceiptTextIcon } from '@/ui/icons/receipt-text';
import {
  amountText,
  ONLINE_PAYMENT_FAILED_MESSAGE,
  ONLINE_PAYMENT_HEADING,
  ONLINE_PAYMENT_INTRO,
  onlinePaymentOf,
  RECEIPT_HEADING,
} from '../online-payment-rules';
import type { OnlinePaymentView } from '../online-payment-view';
import {
  CONFIRMING_HEADING,
  CONFIRMING_TEXT,
  keepsPolling,
  PAYMENT_CANCELLED_MESSAGE,
  POLL_INTERVAL_MS,
  STILL_PENDING_MESSAGE,
} from '../page-rules';
import { OnlinePaymentForm, type OnlinePaymentFormValues, type PayeeOption } from './online-payment-form';

type Props = {
  /** The payment the provider sent the browser back with (?payment=), when it is the site's. */
  initial: OnlinePaymentView | null;
  /** Back by the provider's Cancel (&cancelled=1). */
  cancelled: boolean;
  /** The signed-in shopper's details, to start the form with. */
  details?: OnlinePaymentFormValues;
  /** The locations a group's payer chooses between; none on a site of one dealership. */
  payees?: PayeeOption[];
};

/**
 * /online-payment (AF §2): the form to pay against the dealer's reference and, once the provider sends the
 * browser back, the outcome: the receipt when paid; 'Confirming your payment…' while the provider has not
 * told us, asking every 2 s for a minute; the form again, with why, after a cancel or a failure.
 */
export function OnlinePaymentPage({ initial, cancelled, details, payees }: Props) {
  const [payment, setPayment] = useState(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A change the payer waited for moves the focus to the new heading, so it is read out and found.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new state has been drawn
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [payment?.status]);

  const settle = (next: OnlinePaymentView) => {
    moved.current = true;
    setPayment(next);
  };

  if (payment?.status === 'paid') return <Receipt payment={payment} headingRef={heading} />;
  if (payment?.status === 'pending' && !cancelled)
    return <Confirming payment={payment} onSettled={settle} headingRef={heading} />;

  const again = payment && {
    reference: payment.reference,
    amount: amountText(payment.amountCents),
    ...(payment.locationId !== null ? { location_id: String(payment.locationId) } : {}),
  };
  const notice = payment
    ? payment.status === 'failed'
      ? ONLINE_PAYMENT_FAILED_MESSAGE
      : PAYMENT_CANCELLED_MESSAGE
    : null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
      >
        {ONLINE_PAYMENT_HEADING}
      </h1>
      <p className="mt-3 max-w-3xl text-lg">{ONLINE_PAYMENT_INTRO}</p>
      {notice && (
        <p
          role="status"
          className="mt-4 max-w-3xl rounded-site border border-black/15 bg-surface px-4 py-3 font-semibold"
        >
          {notice}
        </p>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <section
          aria-label="Payment details"
          className="min-w-0 rounded-site border border-black/10 p-4 shadow-sm sm:p-6"
        >
          <OnlinePaymentForm details={{ ...details, ...again }} payees={payees} />
        </section>
        <HowItWorks />
      </div>
    </div>
  );
}

function HowItWorks() {
  const steps = [
    { icon: ReceiptTextIcon, text: 'Enter the reference we gave you and the amount to pay.' },
    {
      icon: LockKeyholeIcon,
      text: 'Pay on our payment provider’s secure page. Your card details never reach us.',
    },
    { icon: MailIcon, text: 'We email your receipt, and our team sees your payment straight away.' },
  ];
  return (
    <aside aria-labelledby="online-payment-how" className="h-fit rounded-site bg-surface p-5">
      <h2 id="online-payment-how" className="text-lg font-extrabold">
        How it works
      </h2>
      <ol className="mt-3 space-y-3">
        {steps.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-ink" />
            <span>{text}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}

type HeadingRef = React.RefObject<HTMLHeadingElement | null>;

function Receipt({ payment, headingRef }: { payment: OnlinePaymentView; headingRef: HeadingRef }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <div className="max-w-3xl">
        <div className="flex items-start gap-3">
          <CircleCheckIcon aria-hidden="true" className="mt-1 size-8 shrink-0 text-tag-green" />
          <div className="min-w-0">
            <h1
              ref={headingRef}
              tabIndex={-1}
              className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
            >
              {RECEIPT_HEADING}
            </h1>
            <p className="mt-2 text-lg">
              Thank you, {payment.firstName}. Your payment of {formatAudCents(payment.amountCents)} is
              complete and we have emailed you a receipt.
            </p>
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-1 rounded-site bg-surface p-5 sm:grid-cols-[auto_1fr] sm:items-baseline sm:gap-y-3">
          <dt className="font-semibold text-gray-700">Reference</dt>
          <dd className="mb-3 break-all sm:mb-0">{payment.reference}</dd>
          <dt className="font-semibold text-gray-700">Amount paid</dt>
          <dd className="mb-3 text-lg font-extrabold sm:mb-0">{formatAudCents(payment.amountCents)}</dd>
          <dt className="font-semibold text-gray-700">Paid on</dt>
          <dd className="mb-3 sm:mb-0">{payment.paidAtText}</dd>
          <dt className="font-semibold text-gray-700">Payment reference</dt>
          <dd className="font-mono break-all">{payment.paymentId}</dd>
        </dl>
        <p className="mt-4 text-sm text-gray-700">Please keep this page or the email as your receipt.</p>
        <Link
          href={paths.onlinePayment()}
          className="mt-6 inline-block rounded-site border border-black/15 px-4 py-2.5 font-bold hover:bg-surface"
        >
          Make another payment
        </Link>
      </div>
    </div>
  );
}

/** Asks GET /api/online-payments/{id} every 2 s for a minute; then offers to check again. */
function Confirming({
  payment,
  onSettled,
  headingRef,
}: {
  payment: OnlinePaymentView;
  onSettled: (next: OnlinePaymentView) => void;
  headingRef: HeadingRef;
}) {
  const [stalled, setStalled] = useState(false);
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the minute when the payer asks to check again
  useEffect(() => {
    const startedAt = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      try {
        const response = await fetch(apiPaths.onlinePayment(payment.id), { cache: 'no-store' });
        const next = onlinePaymentOf(await response.json());
        if (!stopped && next && next.status !== 'pending') {
          onSettled(next);
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
  }, [payment.id, round]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <div aria-live="polite" className="flex items-start gap-3">
        <LoaderCircleIcon aria-hidden="true" className="mt-1 size-8 shrink-0 animate-spin text-gray-700" />
        <div>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
          >
            {CONFIRMING_HEADING}
          </h1>
          <p className="mt-2 text-lg">{CONFIRMING_TEXT}</p>
          {stalled && <p className="mt-2">{STILL_PENDING_MESSAGE}</p>}
        </div>
      </div>
      {stalled && (
        <button
          type="button"
          onClick={() => {
            setStalled(false);
            setRound((n) => n + 1);
          }}
          className="mt-5 rounded-site border border-black/15 px-4 py-2.5 font-bold hover:bg-surface"
        >
          Check again
        </button>
      )}
    </div>
  );
}
