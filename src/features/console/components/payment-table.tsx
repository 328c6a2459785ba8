import type { ReactNode } from 'react';
import { consolePaths } from '@/lib/console-paths';
import { shortDateTimeAt } from '@/lib/dates';
import { formatAudCents } from '@/lib/money';
import type { PaymentRow } from '../payments/payment-list';
import { type DealerState, PAYMENT_KIND_LABELS, stateText } from '../payments/payment-rules';

// The payments list: a table on a wide screen, a card per payment on a phone. Each shows its state in the
// dealer's words (a hold with its end on the car's location's clock), the amount, the car with a link to
// its console page, the shopper, when it was made, and, for a manager, what they may do to a hold (the
// `actions` slot, drawn per row).

const TONES: Record<DealerState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  held: 'bg-blue-100 text-blue-900',
  paid: 'bg-green-100 text-green-900',
  cancelled: 'bg-gray-200 text-gray-900',
  refunded: 'bg-violet-100 text-violet-900',
  failed: 'bg-red-100 text-red-900',
};

function PhoneLabel({ children }: { children: string }) {
  return <span className="font-semibold md:hidden">{children}</span>;
}

export function PaymentTable({
  site,
  rows,
  actions,
}: {
  site: string;
  rows: PaymentRow[];
  /** A manager's controls for a row (null: none for it, or a role that may not act). */
  actions: (row: PaymentRow) => ReactNode;
}) {
  if (rows.length === 0)
    return (
      <p className="rounded-site border border-black/10 bg-white p-4">No payment matches this filter.</p>
    );
  return (
    <table className="w-full border-collapse bg-white text-left max-md:block">
      <caption className="sr-only">Payments taken online, newest first</caption>
      <thead className="max-md:sr-only">
        <tr className="border-b border-black/10">
          <th scope="col" className="p-3">
            State
          </th>
          <th scope="col" className="p-3">
            Amount
          </th>
          <th scope="col" className="p-3">
            For
          </th>
          <th scope="col" className="p-3">
            Shopper
          </th>
          <th scope="col" className="p-3">
            Made
          </th>
          <th scope="col" className="p-3">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-md:block">
        {rows.map((row) => (
          <tr
            key={row.id}
            className="border-b border-black/10 align-top max-md:flex max-md:flex-col max-md:gap-1 max-md:p-3"
          >
            <td className="p-3 max-md:p-0">
              <span className={`inline-block rounded px-2 py-0.5 text-sm font-bold ${TONES[row.state]}`}>
                {stateText(row.state, row.holdUntil, row.timeZone)}
              </span>
              {row.extendedAt ? <span className="block text-sm text-gray-700">Extended once</span> : null}
            </td>
            <td className="p-3 font-semibold max-md:p-0">
              <PhoneLabel>Amount: </PhoneLabel>
              {formatAudCents(row.amountCents)}
            </td>
            <th scope="row" className="p-3 font-normal max-md:p-0">
              <span className="block text-sm text-gray-700">{PAYMENT_KIND_LABELS[row.kind]}</span>
              {row.car ? (
                <>
                  <a
                    href={consolePaths.car(site, row.car.id)}
                    className="font-semibold text-brand underline underline-offset-2"
                  >
                    {row.car.title}
                  </a>
                  <span className="block text-sm">Stock no. {row.car.stocknum}</span>
                </>
              ) : (
                <span className="font-semibold">Reference {row.reference}</span>
              )}
            </th>
            <td className="p-3 max-md:p-0">
              <span className="block font-semibold">{row.shopper.name}</span>
              <a href={`mailto:${row.shopper.email}`} className="block break-all text-brand underline">
                {row.shopper.email}
              </a>
              <a
                href={`tel:${row.shopper.phone.replace(/[^\d+]/g, '')}`}
                className="block text-brand underline"
              >
                {row.shopper.phone}
              </a>
            </td>
            <td className="p-3 max-md:p-0">
              <PhoneLabel>Made: </PhoneLabel>
              {shortDateTimeAt(row.createdAt, row.timeZone)}
            </td>
            <td className="p-3 max-md:p-0 max-md:pt-2">{actions(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
