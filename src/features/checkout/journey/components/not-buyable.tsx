import Link from 'next/link';
import { BUY_ONLINE_HEADING } from '../../purchase-rules';
import type { CheckoutCar } from '../../view';
import { JourneyFrame } from './journey-frame';

/** A car that cannot be bought online: why, and the way back to it. */
export function NotBuyable({
  car,
  message,
  noPriceText,
}: {
  car: CheckoutCar;
  message: string;
  noPriceText: string;
}) {
  return (
    <JourneyFrame car={car} current={0} noPriceText={noPriceText}>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{BUY_ONLINE_HEADING}</h1>
      <p className="mt-4 rounded-site bg-surface p-5 font-semibold">{message}</p>
      <Link href={car.path} className="mt-4 inline-block font-semibold underline underline-offset-2">
        Back to the car
      </Link>
    </JourneyFrame>
  );
}
