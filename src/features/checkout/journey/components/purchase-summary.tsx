import type { PurchasePlan } from '@/db/schema';
import { deliveryPriceText } from '@/inventory/delivery-rules';
import { formatAud } from '@/lib/money';
import { balanceText, PAYMENT_CHOICES, type PurchaseTotals } from '../../purchase-rules';
import { FULLY_REFUNDABLE } from '../../rules';

/** The review's sums: the price, delivery or pick-up, the trade-in and the deposit, and what is left. */
export function PurchaseSummary({ plan, totals }: { plan: PurchasePlan; totals: PurchaseTotals }) {
  const rows: [string, string][] = [
    ['Price', formatAud(totals.price)],
    [
      plan.fulfilment.method === 'delivery'
        ? `Delivery to ${plan.fulfilment.postcode} (${plan.fulfilment.region})`
        : plan.fulfilment.location
          ? `Pick up from ${plan.fulfilment.location}`
          : 'Pick up',
      deliveryPriceText(totals.delivery),
    ],
    ...(plan.tradeIn
      ? ([[`Trade-in: ${plan.tradeIn.vehicle}`, `−${formatAud(totals.tradeIn)}`]] as [string, string][])
      : []),
    [`Deposit today (${FULLY_REFUNDABLE.toLowerCase()})`, `−${formatAud(totals.deposit)}`],
  ];
  return (
    <section aria-labelledby="buy-summary-heading" className="rounded-site bg-surface p-5">
      <h2 id="buy-summary-heading" className="text-xl font-extrabold">
        Your purchase
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
        <dt className="border-t border-black/15 pt-2 font-extrabold">Balance at handover</dt>
        <dd
          className="border-t border-black/15 pt-2 text-right font-extrabold tabular-nums"
          data-testid="purchase-balance"
        >
          {totals.balance < 0 ? `−${formatAud(-totals.balance)}` : formatAud(totals.balance)}
        </dd>
      </dl>
      <p className="mt-3 text-sm">
        {totals.balance > 0 && `${PAYMENT_CHOICES[plan.payment]}. `}
        {balanceText(totals.balance)}.
      </p>
    </section>
  );
}
