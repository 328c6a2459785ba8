import Link from 'next/link';
import { formatAud, formatNumber } from '@/lib/money';
import { paths } from '@/lib/paths';
import { ONLINE_MAX_AGE_YEARS, ONLINE_MAX_KMS } from '../valuation-rules';
import { basedOnSentence, type ValuationView } from '../valuation-view';

/**
 * The figure (AF §3, §4, §9): the range, the offer with its date and what it is based on; or, for a car
 * over 7 years or 100,000 km or with too little market evidence, that the dealer will inspect it.
 */
export function ValuationFigure({
  valuation: v,
  offerValidDays,
}: {
  valuation: ValuationView;
  offerValidDays: number;
}) {
  return (
    <>
      {v.estimate ? (
        <section aria-labelledby="valuation-figure" className="rounded-site bg-surface p-4">
          <h3 id="valuation-figure" className="text-sm font-bold uppercase tracking-wide text-gray-700">
            Your car is worth about
          </h3>
          <p className="mt-1 text-3xl font-extrabold" data-testid="valuation-range">
            {formatAud(v.estimate.low)} to {formatAud(v.estimate.high)}
          </p>
          <p className="mt-3 text-lg">
            Our offer: <strong data-testid="valuation-offer">{formatAud(v.estimate.offer)}</strong>
          </p>
          {v.expiresOn && v.status !== 'accepted' && (
            <p className={`mt-1 text-sm ${v.expired ? 'font-semibold text-red-800' : 'text-gray-700'}`}>
              {v.expired
                ? `This offer expired on ${v.expiresOn}. Start a new valuation for an up-to-date figure.`
                : `The offer stands for ${offerValidDays} days, until ${v.expiresOn}, subject to an inspection of the car.`}
            </p>
          )}
          {v.basedOn && <p className="mt-3 text-sm text-gray-700">{basedOnSentence(v.vehicle, v.basedOn)}</p>}
        </section>
      ) : (
        <section aria-labelledby="valuation-inspection" className="rounded-site bg-surface p-4">
          <h3 id="valuation-inspection" className="text-lg font-extrabold">
            We need to see your car
          </h3>
          <p className="mt-2">
            {v.noOnlineFigure === 'market'
              ? 'There are too few cars like yours on the market for us to put a figure on it online.'
              : `We do not give online estimates for cars over ${ONLINE_MAX_AGE_YEARS} years old or with more than ${formatNumber(ONLINE_MAX_KMS)} km.`}{' '}
            Your details are with our team, who will contact you to book a free inspection and make you an
            offer.
          </p>
        </section>
      )}
    </>
  );
}

/** The car traded against, less the offer, and back to its buy-online journey where it came from there. */
export function Changeover({
  valuation: v,
  buyOnlineSlug,
}: {
  valuation: ValuationView;
  buyOnlineSlug: string | null;
}) {
  return (
    <>
      {v.car && v.estimate && v.car.price !== null && v.car.priceLessTradeIn !== null && (
        <section aria-labelledby="valuation-changeover" className="rounded-site border border-black/10 p-4">
          <h3 id="valuation-changeover" className="font-extrabold">
            Your changeover
          </h3>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>
              <Link href={v.car.path} className="underline underline-offset-2">
                {v.car.name}
              </Link>
            </dt>
            <dd className="text-right">{formatAud(v.car.price)}</dd>
            <dt>Less your trade-in</dt>
            <dd className="text-right">−{formatAud(v.estimate.offer)}</dd>
            <dt className="font-extrabold">You pay</dt>
            <dd className="text-right font-extrabold" data-testid="changeover-price">
              {formatAud(v.car.priceLessTradeIn)}
            </dd>
            {v.estimate.offer > v.car.price && (
              <>
                <dt>We pay you the difference</dt>
                <dd className="text-right">{formatAud(v.estimate.offer - v.car.price)}</dd>
              </>
            )}
          </dl>
          {buyOnlineSlug && !v.expired && (
            <Link
              href={paths.checkoutJourney(buyOnlineSlug, { valuation: v.id })}
              className="mt-4 inline-block rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast hover:opacity-90"
            >
              Continue buying online with this trade-in
            </Link>
          )}
        </section>
      )}
    </>
  );
}
