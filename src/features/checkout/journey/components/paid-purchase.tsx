'use client';

import { paths } from '@/lib/paths';
import { HandoverBooking } from '../../components/handover-booking';
import { ReservationStatus } from '../../components/reservation-status';
import { PURCHASE_STEPS } from '../../purchase-rules';
import type { CheckoutCar, ReservationView } from '../../view';
import { JourneyFrame } from './journey-frame';

/** Back from paying the deposit: its state, and once it is held, the handover booking. */
export function PaidPurchase({
  car,
  reservation,
  noPriceText,
}: {
  car: CheckoutCar;
  reservation: ReservationView;
  noPriceText: string;
}) {
  return (
    <JourneyFrame car={car} current={PURCHASE_STEPS.length - 1} noPriceText={noPriceText}>
      <ReservationStatus
        initial={reservation}
        checkoutHref={paths.checkoutJourney(car.slug)}
        after={(view, update) =>
          view.status === 'held' && view.purchase ? (
            <HandoverBooking reservation={view} onBooked={update} />
          ) : null
        }
      />
    </JourneyFrame>
  );
}
