'use client';

import { apiPaths } from '@/lib/paths';
import { payLabel } from '../page-rules';
import { PaymentForm } from '../payment/components/payment-form';
import { type FormPolicy, payerFields } from '../payment/form-rules';
import type { PurchaseChoice } from '../schema';

export type ReserveDetails = {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
};

/** A deposit's form (a reservation's, or a purchase's on the buy-online journey): who pays it. */
const DEPOSIT_FORM: FormPolicy = {
  idPrefix: 'reserve',
  endpoint: apiPaths.reservations(),
  spacing: 'space-y-4',
  groups: [
    {
      rows: [
        [
          ...payerFields('Mobile', true),
          {
            name: 'postcode',
            label: 'Postcode',
            required: false,
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            maxLength: 4,
            onlyWhenFilled: true,
          },
        ],
      ],
    },
  ],
};

/**
 * The shopper's details and the pay button of a deposit: the payment form with the deposit's fields,
 * posting the car (and a purchase's choices, which the server prices) to POST /api/checkout/reservations.
 */
export function ReserveForm({
  carSlug,
  deposit,
  details,
  purchase,
}: {
  carSlug: string;
  deposit: number;
  details?: ReserveDetails;
  /** A purchase's choices (the buy-online journey), sent with the details; the server prices them. */
  purchase?: PurchaseChoice;
}) {
  return (
    <PaymentForm
      form={DEPOSIT_FORM}
      submitLabel={payLabel(deposit)}
      details={details}
      extra={{ car_slug: carSlug, ...(purchase ? { purchase } : {}) }}
    />
  );
}
