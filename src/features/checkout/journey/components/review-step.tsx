'use client';

import type { PurchasePlan } from '@/db/schema';
import { type ReserveDetails, ReserveForm } from '../../components/reserve-form';
import type { PurchaseTotals } from '../../purchase-rules';
import { purchaseChoice } from '../rules';
import { PurchaseSummary } from './purchase-summary';
import { Back } from './step-controls';

/**
 * The review: the sums, then the shopper's details and the deposit's pay button, which posts the
 * choices with them (the server prices them again). The deposit's form comes with the journey's code,
 * which already holds the form primitive, so the review never waits for it.
 */
export function ReviewStep({
  carSlug,
  deposit,
  plan,
  totals,
  details,
  onBack,
}: {
  carSlug: string;
  deposit: number;
  plan: PurchasePlan;
  totals: PurchaseTotals;
  details?: ReserveDetails;
  onBack: () => void;
}) {
  return (
    <>
      <PurchaseSummary plan={plan} totals={totals} />
      <section
        aria-labelledby="buy-details-heading"
        className="rounded-site border border-black/10 p-4 sm:p-6"
      >
        <h2 id="buy-details-heading" className="mb-4 text-xl font-extrabold">
          Your details
        </h2>
        <ReserveForm carSlug={carSlug} deposit={deposit} details={details} purchase={purchaseChoice(plan)} />
      </section>
      <Back onClick={onBack} />
    </>
  );
}
