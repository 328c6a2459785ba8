import { formatAud } from '@/lib/money';
import type { QuoteAnswer } from '@/repayments/quote-rules';
import { CREDIT_SCORE_LABELS, type PopupDetails, type QuoteInputs } from '../popup-rules';

type Props = { inputs: QuoteInputs; quote: QuoteAnswer | null; details: PopupDetails; phone: string | null };

/** Step 4, Apply to lender: what the application says, before it is made. */
export function ApplyStep({ inputs, quote, details, phone }: Props) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-site bg-surface p-4 text-sm">
      <dt className="text-gray-700">Purchase price</dt>
      <dd className="text-right font-semibold tabular-nums">{formatAud(inputs.amount)}</dd>
      <dt className="text-gray-700">Loan term</dt>
      <dd className="text-right font-semibold">{inputs.term} years</dd>
      <dt className="text-gray-700">Credit history</dt>
      <dd className="text-right font-semibold">{CREDIT_SCORE_LABELS[inputs.creditScore]}</dd>
      {quote && (
        <>
          <dt className="text-gray-700">Estimated repayment</dt>
          <dd className="text-right font-semibold tabular-nums">
            {formatAud(quote.weeklyRepaymentAmount)} per week
          </dd>
        </>
      )}
      <dt className="text-gray-700">Name</dt>
      <dd className="text-right font-semibold">
        {details.firstName} {details.lastName}
      </dd>
      <dt className="text-gray-700">Mobile</dt>
      <dd className="text-right font-semibold">{phone}</dd>
    </dl>
  );
}
