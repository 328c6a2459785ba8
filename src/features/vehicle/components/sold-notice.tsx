import Link from 'next/link';
import type { FoundCar } from '../page-data';
import {
  FIND_SIMILAR_LABEL,
  FIND_SIMILAR_SUBCATEGORY,
  SIMILAR_PROMPT,
  SOLD_HEADING,
  SOLD_TEXT,
  vehicleAvailability,
} from '../rules';

/**
 * The top of a page whose car is not in stock: a sold car says SOLD with the spec's text; a coming-soon
 * car is still available, so it only asks 'Like this and want something similar?'. Both offer the
 * Find Me Something Similar enquiry.
 */
export function SoldNotice({ car, title }: { car: FoundCar['car']; title: string }) {
  const sold = vehicleAvailability(car.status) === 'sold';
  const findSimilarHref = `/contact?car_id=${car.id}&subcategory=${encodeURIComponent(FIND_SIMILAR_SUBCATEGORY)}`;
  return (
    <section aria-labelledby="availability-heading" className="mb-6 rounded-site bg-surface p-6 text-center">
      {sold ? (
        <>
          <h1 id="availability-heading" className="text-4xl font-extrabold tracking-widest text-tag">
            {SOLD_HEADING}
          </h1>
          <p className="mt-1 font-semibold">{title}</p>
          <p className="mx-auto mt-3 max-w-xl text-gray-800">{SOLD_TEXT}</p>
        </>
      ) : (
        <>
          <h1 id="availability-heading" className="text-2xl font-extrabold">
            {title}
          </h1>
          <p className="mt-1 text-sm font-semibold uppercase tracking-wide text-gray-600">Coming soon</p>
          <p className="mx-auto mt-3 max-w-xl text-gray-800">{SIMILAR_PROMPT}</p>
        </>
      )}
      <Link
        id="find-similar"
        href={findSimilarHref}
        className="mt-4 inline-block rounded-site bg-brand px-5 py-3 font-bold text-brand-contrast"
      >
        {FIND_SIMILAR_LABEL}
      </Link>
    </section>
  );
}
