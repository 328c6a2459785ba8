'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { DeliveryStep } from '../journey/components/delivery-step';
import { FinanceStep } from '../journey/components/finance-step';
import { JourneyFrame } from '../journey/components/journey-frame';
import { NotBuyable } from '../journey/components/not-buyable';
import { PaidPurchase } from '../journey/components/paid-purchase';
import { ReviewStep } from '../journey/components/review-step';
import { TradeInStep } from '../journey/components/trade-in-step';
import { YourCarStep } from '../journey/components/your-car-step';
import {
  type Choices,
  notBuyableMessage,
  opening,
  parseChoices,
  planOf,
  REVIEW,
  START,
  storageKey,
} from '../journey/rules';
import type { JourneyTradeIn } from '../journey-data';
import { PAYMENT_CANCELLED_MESSAGE } from '../payment/status-rules';
import { BUY_ONLINE_HEADING, PURCHASE_STEPS, purchaseTotals } from '../purchase-rules';
import type { CheckoutCar, ReservationView } from '../view';
import type { ReserveDetails } from './reserve-form';

type Props = {
  car: CheckoutCar;
  weeklyRepayment: number | null;
  tradeIn: JourneyTradeIn | null;
  reservation: ReservationView | null;
  cancelled: boolean;
  noPriceText: string;
  /** The site delivers cars (the delivery calculator's regions); else they are picked up. */
  delivers: boolean;
  details?: ReserveDetails;
};

/**
 * Buying a car online (/checkout-journey?car_id=; AF §2): the car and its price, delivery (the delivery
 * calculator's price) or pick-up, a trade-in valued by the trade-in journey, finance or pay, a review
 * with the sums, then the deposit on the provider's page and, back here, the handover booking. The
 * choices are kept for the browser session, so a trip to value a trade-in or to pay resumes here.
 */
export function PurchaseJourney(props: Props) {
  const { car, reservation, noPriceText } = props;
  if (reservation?.purchase)
    return <PaidPurchase car={car} reservation={reservation} noPriceText={noPriceText} />;
  const notBuyable = notBuyableMessage(car);
  if (notBuyable) return <NotBuyable car={car} message={notBuyable} noPriceText={noPriceText} />;
  return <Steps {...props} />;
}

/** The steps before the deposit: the current one, and the choices every step shares. */
function Steps({ car, weeklyRepayment, tradeIn, cancelled, noPriceText, delivers, details }: Props) {
  const arrival = { cancelled, valued: tradeIn !== null };
  const [choices, setChoices] = useState<Choices>(() => opening(START, arrival));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The session's choices, once the page is in the browser; a valuation or a cancelled payment in the
  // address says which step to open on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival
  useEffect(() => {
    const saved = parseChoices(sessionStorage.getItem(storageKey(car.slug)));
    if (saved) setChoices(opening(saved, arrival));
  }, []);

  useEffect(() => {
    sessionStorage.setItem(storageKey(car.slug), JSON.stringify(choices));
  }, [car.slug, choices]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows a change of step, not of a choice
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [choices.step]);

  const go = (step: number) => {
    moved.current = true;
    setChoices((c) => ({ ...c, step }));
  };
  const set = useCallback((patch: Partial<Choices>) => setChoices((c) => ({ ...c, ...patch })), []);
  const plan = planOf(car, choices, tradeIn, delivers);
  const totals = purchaseTotals(plan, car.deposit);
  const step = PURCHASE_STEPS[choices.step];
  const moves = (back: number, next: number) => ({ onBack: () => go(back), onNext: () => go(next) });

  return (
    <JourneyFrame car={car} current={choices.step} noPriceText={noPriceText} totals={totals}>
      <p className="text-sm font-bold uppercase tracking-wide text-gray-700">
        {BUY_ONLINE_HEADING}: step {choices.step + 1} of {PURCHASE_STEPS.length}
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 text-3xl font-extrabold tracking-tight outline-none">
        {step}
      </h1>
      {cancelled && choices.step === REVIEW && (
        <p
          role="status"
          className="mt-4 rounded-site border border-black/15 bg-surface px-4 py-3 font-semibold"
        >
          {PAYMENT_CANCELLED_MESSAGE}
        </p>
      )}
      <div className="mt-5 space-y-5">
        {step === 'Your car' && <YourCarStep deposit={car.deposit} onNext={() => go(1)} />}
        {step === 'Delivery or pick-up' && (
          <DeliveryStep car={car} delivers={delivers} choices={choices} set={set} {...moves(0, 2)} />
        )}
        {step === 'Trade-in' && (
          <TradeInStep car={car} tradeIn={tradeIn} choices={choices} set={set} {...moves(1, 3)} />
        )}
        {step === 'Finance or pay' && (
          <FinanceStep weeklyRepayment={weeklyRepayment} choices={choices} set={set} {...moves(2, REVIEW)} />
        )}
        {step === 'Review' && (
          <ReviewStep
            carSlug={car.slug}
            deposit={car.deposit}
            plan={plan}
            totals={totals}
            details={details}
            onBack={() => go(3)}
          />
        )}
      </div>
    </JourneyFrame>
  );
}
