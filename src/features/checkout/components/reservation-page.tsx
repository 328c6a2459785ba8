import Image from 'next/image';
import Link from 'next/link';
import { type CheckoutRoute, paths } from '@/lib/paths';
import type { ReservationView } from '../view';
import { ReservationStatus } from './reservation-status';

/**
 * A reservation's own page (/reservations/{id}), where the payment provider sends the shopper back: the
 * state of the reservation, kept current in the browser, beside the car it is for.
 */
export function ReservationPage({
  reservation,
  checkoutRoute,
}: {
  reservation: ReservationView;
  checkoutRoute: CheckoutRoute;
}) {
  const { car } = reservation;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ReservationStatus initial={reservation} checkoutHref={paths.checkout(car.slug, checkoutRoute)} />
        <aside aria-labelledby="reservation-car" className="h-fit overflow-hidden rounded-site bg-surface">
          <div className="relative aspect-[4/3] bg-black/5">
            {car.image ? (
              <Image
                src={car.image}
                alt={car.name}
                fill
                sizes="(min-width: 992px) 352px, 100vw"
                className="object-cover"
              />
            ) : (
              <span className="grid h-full place-items-center text-sm font-semibold text-gray-700">
                Photos coming soon
              </span>
            )}
          </div>
          <div className="p-5">
            <h2 id="reservation-car" className="text-lg font-extrabold">
              <Link href={car.path} className="underline-offset-2 hover:underline">
                {car.name}
              </Link>
            </h2>
          </div>
        </aside>
      </div>
    </div>
  );
}
