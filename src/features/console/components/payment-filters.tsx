import { consolePaths } from '@/lib/console-paths';
import {
  DEALER_STATE_LABELS,
  DEALER_STATES,
  isPaymentFiltered,
  PAYMENT_KIND_LABELS,
  PAYMENT_KINDS,
  type PaymentFilter,
} from '../payments/payment-rules';
import { FilterSelect } from './filter-select';

// The payments list's filter: a plain GET form (the filter is the address).

export function PaymentFilters({
  site,
  filter,
  total,
}: {
  site: string;
  filter: PaymentFilter;
  total: number;
}) {
  return (
    <form
      method="get"
      action={consolePaths.payments(site)}
      className="mb-4 rounded-site border border-black/10 bg-white p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FilterSelect
          name="state"
          label="State"
          value={filter.state ?? ''}
          any="Any state"
          options={DEALER_STATES.map((s) => ({ value: s, label: DEALER_STATE_LABELS[s] }))}
        />
        <FilterSelect
          name="kind"
          label="Kind"
          value={filter.kind ?? ''}
          any="Every kind"
          options={PAYMENT_KINDS.map((k) => ({ value: k, label: PAYMENT_KIND_LABELS[k] }))}
        />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          className="min-h-11 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90"
        >
          Show payments
        </button>
        {isPaymentFiltered(filter) ? (
          <a href={consolePaths.payments(site)} className="font-semibold text-brand underline">
            Clear filters
          </a>
        ) : null}
        <span className="text-sm text-gray-700">
          {total.toLocaleString('en-AU')} {total === 1 ? 'payment' : 'payments'}
        </span>
      </div>
    </form>
  );
}
