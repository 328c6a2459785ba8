import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatAud } from '@/lib/money';
import { paths } from '@/lib/paths';
import {
  GARAGE_FULL_MESSAGE,
  GARAGE_HEADING,
  GARAGE_MAX_VEHICLES,
  type GarageListItem,
} from '../garage-rules';
import { AddVehicleForm } from './add-vehicle-form';
import { GarageVehicleList } from './garage-vehicle-list';

export type GarageSavedCar = {
  carId: number;
  slug: string;
  name: string;
  price: number | null;
  sold: boolean;
};

type Props = {
  shopper: { firstName: string | null };
  vehicles: GarageListItem[];
  /** The cars saved on this site, or null where the site has no watchlist. */
  savedCars: GarageSavedCar[] | null;
  noPriceText: string;
  /** The shopper's saved searches, composed by the route (another feature keeps them). */
  savedSearches?: ReactNode;
};

/** The shopper's garage (AF §2 'my-garage'): their own vehicles, the form to add one, and their saved cars. */
export function GaragePage({ shopper, vehicles, savedCars, noPriceText, savedSearches }: Props) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{GARAGE_HEADING}</h1>
      <p className="mt-1 text-gray-700">
        {shopper.firstName ? `${shopper.firstName}, your` : 'Your'} vehicles, the cars you saved and your
        saved searches, in one place.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="garage-vehicles-heading" className="grid content-start gap-6">
          <h2 id="garage-vehicles-heading" className="text-xl font-bold">
            Your vehicles{' '}
            <span className="text-base font-medium text-gray-700">
              ({vehicles.length} of {GARAGE_MAX_VEHICLES})
            </span>
          </h2>
          <GarageVehicleList vehicles={vehicles} />
          <div className="rounded-site border border-black/10 bg-surface p-4 sm:p-6">
            {vehicles.length >= GARAGE_MAX_VEHICLES ? (
              <p className="font-semibold">{GARAGE_FULL_MESSAGE}</p>
            ) : (
              <AddVehicleForm />
            )}
          </div>
        </section>
        {savedCars && (
          <section aria-labelledby="garage-saved-heading" className="grid content-start gap-4">
            <h2 id="garage-saved-heading" className="text-xl font-bold">
              Saved cars
            </h2>
            {savedCars.length ? (
              <ul className="divide-y divide-black/10 rounded-site border border-black/10 bg-white">
                {savedCars.map((car) => (
                  <li key={car.carId} className="flex items-baseline justify-between gap-3 p-3">
                    <Link href={paths.car(car.slug)} className="min-w-0 font-semibold hover:underline">
                      {car.name}
                    </Link>
                    <span className="shrink-0 text-sm font-bold">
                      {car.sold ? 'Sold' : car.price ? formatAud(car.price) : noPriceText}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-gray-700">You have not saved any cars yet.</p>
            )}
            <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-bold">
              <Link href={paths.watchlist()} className="text-brand-ink underline">
                See your watchlist
              </Link>
              <Link href={paths.search()} className="text-brand-ink underline">
                Search our stock
              </Link>
            </p>
          </section>
        )}
      </div>
      {savedSearches && <div className="mt-10">{savedSearches}</div>}
    </div>
  );
}
