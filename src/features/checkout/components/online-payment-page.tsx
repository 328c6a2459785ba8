'use client';

import Link from 'next/link';
import { formatAudCents } from '@/lib/money';
import { apiPaths, paths } from '@/lib/paths';
import { CircleCheckIcon } from '@/ui/icons/circle-check';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { LockKeyholeIcon } from '@/ui/icons/lock-keyhole';
import { MailIcon } from '@/ui/icons/mail';
import { ReceiptTextIcon } from '@/ui/icons/receipt-text';
import {
  amountText,
  NOTE_MAX_LENGTH,
  ONLINE_PAYMENT_FAILED_MESSAGE,
  ONLINE_PAYMENT_HEADING,
  ONLINE_PAYMENT_INTRO,
  onlinePaymentOf,
  PAY_NOW_LABEL,
  RECEIPT_HEADING,
  REFERENCE_MAX_LENGTH,
} from '../online-payment-rules';
import type { OnlinePaymentView } from '../online-payment-view';
import { PaymentForm } from '../payment/components/payment-form';
import {
  CheckAgain,
  PaymentStatus,
  type StatusControls,
  StatusHead,
  type StatusPolicy,
} from '../payment/components/payment-status';
import { type FormPolicy, type FormValues, payerFields } from '../payment/form-rules';
import { CONFIRMING_COPY, PAYMENT_CANCELLED_MESSAGE } from '../payment/status-rules';

/** A location the payer may pay, on a site of several dealerships. */
type PayeeOption = { id: number; name: string };

/** The dealer's reference, the amount and who pays: POST /api/online-payments. */
const ONLINE_PAYMENT_FORM: FormPolicy = {
  idPrefix: 'online-payment',
  endpoint: apiPaths.onlinePayments(),
  spacing: 'space-y-6',
  groups: [
    {
      legend: 'What you are paying',
      rows: [
        {
          name: 'location_id',
          label: 'Dealership',
          required: true,
          control: 'select',
          placeholder: 'Select the dealership you are paying',
        },
        [
          {
            name: 'reference',
            label: 'Payment reference',
            required: true,
            autoComplete: 'off',
            maxLength: REFERENCE_MAX_LENGTH,
            hint: 'As on your invoice, e.g. INV-10234',
          },
          {
            name: 'amount',
            label: 'Amount',
            unit: 'AUD',
            required: true,
            autoComplete: 'off',
            inputMode: 'decimal',
            maxLength: 14,
            hint: '$1.00 to $100,000.00',
            dollars: true,
          },
        ],
      ],
    },
    {
      legend: 'Your details',
      rows: [
        payerFields('Phone'),
        {
          name: 'note',
          label: 'Note',
          unit: 'optional',
          control: 'textarea',
          rows: 3,
          maxLength: NOTE_MAX_LENGTH,
        },
      ],
    },
  ],
};

type Props = {
  /** The payment the provider sent the browser back with (?payment=), when it is the site's. */
  initial: OnlinePaymentView | null;
  /** Back by the provider's Cancel (&cancelled=1). */
  cancelled: boolean;
  /** The signed-in shopper's details, to start the form with. */
  details?: FormValues;
  /** The locations a group's payer chooses between; none on a site of one dealership. */
  payees?: PayeeOption[];
};

const PAGE = 'mx-auto max-w-7xl px-4 py-6 sm:py-10';

/**
 * /online-payment (AF §2): the payment status view of a payment against the dealer's reference. With no
 * payment, or after a cancel or a failure (saying why), it is the form; once the provider sends the
 * browser back, the receipt when paid, or 'Confirming your payment…' while the provider has not told us.
 * A change the payer waited for moves the focus to the new heading, so it is read out and found.
 */
export function OnlinePaymentPage({ initial, cancelled, details, payees = [] }: Props) {
  const policy: StatusPolicy<OnlinePaymentView> = {
    path: apiPaths.onlinePayment,
    viewOf: onlinePaymentOf,
    polls: (payment) => payment.status === 'pending' && !cancelled,
    focusWhenSettled: true,
    render: (payment, controls) => {
      if (payment?.status === 'paid') return <Receipt payment={payment} controls={controls} />;
      if (payment?.status === 'pending' && !cancelled)
        return (
          <div className={PAGE}>
            <StatusHead copy={CONFIRMING_COPY} icon={LoaderCircleIcon} tone="pending" controls={controls} />
            <CheckAgain controls={controls} className="mt-5" />
          </div>
        );
      return <FormPage payment={payment} controls={controls} details={details} payees={payees} />;
    },
  };
  return <PaymentStatus initial={initial} policy={policy} />;
}

/** The form, again with the reference and amount of a payment cancelled or failed, and why. */
function FormPage({
  payment,
  controls,
  details,
  payees,
}: {
  payment: OnlinePaymentView | null;
  controls: StatusControls<OnlinePaymentView>;
  details?: FormValues;
  payees: PayeeOption[];
}) {
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
    <div className={PAGE}>
      <h1
        ref={controls.heading}
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
          <PaymentForm
            form={ONLINE_PAYMENT_FORM}
            submitLabel={PAY_NOW_LABEL}
            details={{ ...details, ...again }}
            choices={{ location_id: payees.map((p) => ({ value: String(p.id), label: p.name })) }}
          />
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

function Receipt({
  payment,
  controls,
}: {
  payment: OnlinePaymentView;
  controls: StatusControls<OnlinePaymentView>;
}) {
  const amount = formatAudCents(payment.amountCents);
  const copy = {
    heading: RECEIPT_HEADING,
    lines: [
      `Thank you, ${payment.firstName}. Your payment of ${amount} is complete and we have emailed you a receipt.`,
    ],
  };
  return (
    <div className={PAGE}>
      <div className="max-w-3xl">
        <StatusHead
          copy={copy}
          icon={CircleCheckIcon}
          tone="done"
          controls={controls}
          live={false}
          textClassName="min-w-0"
        />
        <dl className="mt-6 grid grid-cols-1 gap-x-6 gap-y-1 rounded-site bg-surface p-5 sm:grid-cols-[auto_1fr] sm:items-baseline sm:gap-y-3">
          <dt className="font-semibold text-gray-700">Reference</dt>
          <dd className="mb-3 break-all sm:mb-0">{payment.reference}</dd>
          <dt className="font-semibold text-gray-700">Amount paid</dt>
          <dd className="mb-3 text-lg font-extrabold sm:mb-0">{amount}</dd>
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
