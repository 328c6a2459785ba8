'use client';

import Link from 'next/link';
import { formatAud } from '@/lib/money';
import { paths } from '@/lib/paths';
import type { JourneyTradeIn } from '../../journey-data';
import type { CheckoutCar } from '../../view';
import { tradeInReady } from '../rules';
import { Choice, StepNav, type StepProps } from './step-controls';

/** No trade-in, or one valued by the trade-in journey, which leads back here with its offer. */
export function TradeInStep({
  car,
  choices,
  tradeIn,
  set,
  onBack,
  onNext,
}: StepProps & { car: CheckoutCar; tradeIn: JourneyTradeIn | null }) {
  const ready = tradeInReady(choices, tradeIn);
  return (
    <>
      <Choice
        legend="Do you have a car to trade in?"
        name="trade-in"
        value={choices.tradeIn}
        onChange={(value) => set({ tradeIn: value })}
        options={[
          { value: 'none', label: 'No trade-in' },
          { value: 'valuation', label: 'Yes, I have a car to trade in' },
        ]}
      />
      {choices.tradeIn === 'valuation' &&
        (tradeIn ? (
          <div className="rounded-site bg-surface p-5">
            <p className="font-bold">{tradeIn.vehicle}</p>
            <p className="mt-1">
              Our offer: <strong className="tabular-nums">{formatAud(tradeIn.offer)}</strong>
              {tradeIn.expiresOn && <>, valid until {tradeIn.expiresOn}</>}, subject to an inspection at
              handover.
            </p>
            <Link
              href={paths.tradeIn(car.id)}
              className="mt-2 inline-block text-sm font-semibold underline underline-offset-2"
            >
              Value another car
            </Link>
          </div>
        ) : (
          <div className="rounded-site border border-black/10 p-5">
            <p>
              Value your car online in a few minutes: you come back here with our offer, taken off what you
              pay.
            </p>
            <Link
              href={paths.tradeInForPurchase(car.id)}
              className="mt-3 inline-block rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast hover:opacity-90"
            >
              Value my car
            </Link>
          </div>
        ))}
      <StepNav
        onBack={onBack}
        onNext={onNext}
        nextDisabled={!ready}
        hint={ready ? null : 'Value your car first, or choose no trade-in.'}
      />
    </>
  );
}
