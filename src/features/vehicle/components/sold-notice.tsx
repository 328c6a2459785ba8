import type { FoundCar } from '@/inventory/site-car';
import { SIMILAR_PROMPT, SOLD_HEADING, SOLD_TEXT, vehicleAvailability } from '../availability-rules';

/**
 * The top of a page whose car is not in stock: a sold car says SOLD with the spec's text, a coming-soon
 * car (still available) its title. Both then ask 'Like this and want something similar?' (AF §4: every
 * car not in stock) with the Find Me Something Similar enquiry: a link to #find-similar that opens its
 * form in a dialog.
 */
export function SoldNotice({
  car,
  title,
  findSimilar,
  save,
}: {
  car: FoundCar['car'];
  title: string;
  /** The Find Me Something Similar enquiry (its form opens in a dialog from a link to #find-similar). */
  findSimilar: React.ReactNode;
  /** The watchlist's Save, which shows only while the car is saved (AF §4), so it can be removed. */
  save?: React.ReactNode;
}) {
  const sold = vehicleAvailability(car.status) === 'sold';
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
        </>
      )}
      <p className="mx-auto mt-3 max-w-xl font-semibold text-gray-800">{SIMILAR_PROMPT}</p>
      {findSimilar}
      {save && <div className="mt-4 flex justify-center empty:hidden">{save}</div>}
    </section>
  );
}
