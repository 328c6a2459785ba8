import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatAud } from '@/lib/money';
import { paths } from '@/lib/paths';
import {
  brandGarageHeading,
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

/** A brand's own garage: the garage narrowed to the brand's make. */
export type GarageBrand = { title: string; make: string; stockHref: string };
/** A link to one of the shopper's brand garages. */
export type BrandGarageLink = { title: string; href: string; logo: string | null };

type Props = {
  shopper: { firstName: string | null };
  /** Set on a brand garage page. */
  brand?: GarageBrand;
  /** On My Garage: the brand garages of the makes the shopper has. */
  brandGarages?: BrandGarageLink[];
  vehicles: GarageListItem[];
  /** How many vehicles the whole garage holds, where `vehicles` is one brand's share of it. */
  garageSize?: number;
  /** The cars saved on this site, or null where the site has no watchlist. */
  savedCars: GarageSavedCar[] | null;
  noPriceText: string;
  /** The shopper's saved searches, composed by the route (another feature keeps them). */
  savedSearches?: ReactNode;
};

/** The shopper's garage (AF §2 'my-garage'): their own vehicles, the form to add one, and their saved cars. */
export function GaragePage(props: Props) {
  const {
    shopper,
    brand,
    brandGarages = [],
    vehicles,
    garageSize,
    savedCars,
    noPriceText,
    savedSearches,
  } = props;
  const your = shopper.firstName ? `${shopper.firstName}, your` : 'Your';
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10">
      {brand && (
        <nav aria-label="Breadcrumb" className="mb-3 text-sm">
          <Link href={paths.myGarage()} className="font-semibold text-brand-ink underline">
            {GARAGE_HEADING}
          </Link>{' '}
          <span aria-hidden="true">/</span> {brand.title}
        </nav>
      )}
      <h1 className="text-3xl font-extrabold tracking-tight">
        {brand ? brandGarageHeading(brand.title) : GARAGE_HEADING}
      </h1>
      <p className="mt-1 text-gray-700">
        {brand
          ? `${your} ${brand.title} vehicles and the ${brand.title} cars you saved.`
          : `${your} vehicles, the cars you saved and your saved searches, in one place.`}
      </p>
      {brandGarages.length > 0 && (
        <nav aria-label="Your brand garages" className="mt-6">
          <ul className="flex flex-wrap gap-2">
            {brandGarages.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="flex min-h-11 items-center gap-2 rounded-site border border-black/15 bg-white px-3 py-1.5 text-sm font-semibold hover:border-brand hover:bg-surface"
                >
                  {link.logo && (
                    <Image
                      src={link.logo}
                      alt=""
                      width={38}
                      height={32}
                      className="h-8 w-10 object-contain"
                    />
                  )}
                  {brandGarageHeading(link.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="garage-vehicles-heading" className="grid content-start gap-6">
          <h2 id="garage-vehicles-heading" className="text-xl font-bold">
            {brand ? `Your ${brand.title} vehicles` : 'Your vehicles'}{' '}
            <span className="text-base font-medium text-gray-700">
              ({brand ? vehicles.length : `${vehicles.length} of ${GARAGE_MAX_VEHICLES}`})
            </span>
          </h2>
          <GarageVehicleList vehicles={vehicles} brandTitle={brand?.title} />
          <div className="rounded-site border border-black/10 bg-surface p-4 sm:p-6">
            {(garageSize ?? vehicles.length) >= GARAGE_MAX_VEHICLES ? (
              <p className="font-semibold">{GARAGE_FULL_MESSAGE}</p>
            ) : (
              <AddVehicleForm make={brand?.make} />
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
              <p className="text-gray-700">
                {brand
                  ? `You have not saved any ${brand.title} cars yet.`
                  : 'You have not saved any cars yet.'}
              </p>
            )}
            <p className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-bold">
              <Link href={paths.watchlist()} className="text-brand-ink underline">
                See your watchlist
              </Link>
              <Link href={brand?.stockHref ?? paths.search()} className="text-brand-ink underline">
                {brand ? `Browse ${brand.title} stock` : 'Search our stock'}
              </Link>
            </p>
          </section>
        )}
      </div>
      {savedSearches && <div className="mt-10">{savedSearches}</div>}
    </div>
  );
}
