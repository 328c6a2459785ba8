'use client';

import { formatAud } from '@/lib/money';
import { BALANCE_AT_HANDOVER, PAYMENT_CHOICES } from '../../purchase-rules';
import { Choice, StepNav, type StepProps } from './step-controls';

/** Paying in full at handover, or with finance (from the car's weekly repayment, where it has one). */
export function FinanceStep({
  weeklyRepayment,
  choices,
  set,
  onBack,
  onNext,
}: StepProps & { weeklyRepayment: number | null }) {
  return (
    <>
      <Choice
        legend="How would you like to pay?"
        name="payment"
        value={choices.payment}
        onChange={(payment) => set({ payment })}
        options={[
          { value: 'pay', label: PAYMENT_CHOICES.pay, hint: `${BALANCE_AT_HANDOVER}.` },
          {
            value: 'finance',
            label: PAYMENT_CHOICES.finance,
            hint:
              weeklyRepayment !== null
                ? `From ${formatAud(weeklyRepayment)} a week. Our finance team calls you with a pre-approval.`
                : 'Our finance team calls you with a quote and a pre-approval.',
          },
        ]}
      />
      <StepNav onBack={onBack} onNext={onNext} />
    </>
  );
}
