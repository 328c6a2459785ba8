import { formatAud } from '@/lib/money';
import { BALANCE_AT_HANDOVER } from '../../purchase-rules';
import { FULLY_REFUNDABLE, HOLD_TEXT } from '../../rules';
import { Next } from './step-controls';

/** The first step: the deposit, that it is refundable and what it holds, and what comes next. */
export function YourCarStep({ deposit, onNext }: { deposit: number; onNext: () => void }) {
  return (
    <>
      <section aria-label="Deposit" className="rounded-site bg-surface p-5">
        <p className="flex flex-wrap items-baseline gap-x-3">
          <span className="text-2xl font-extrabold">{formatAud(deposit)} deposit</span>
          <span className="font-bold text-tag-green">{FULLY_REFUNDABLE}</span>
        </p>
        <p className="mt-2">{HOLD_TEXT}</p>
      </section>
      <p>
        Choose how you get the car, add your trade-in and how you pay. You see every figure before you pay the
        deposit. {BALANCE_AT_HANDOVER}.
      </p>
      <Next onClick={onNext} />
    </>
  );
}
