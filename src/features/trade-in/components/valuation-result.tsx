'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { formatAud, formatNumber } from '@/lib/money';
import { apiPaths, paths } from '@/lib/paths';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import { ONLINE_MAX_AGE_YEARS, ONLINE_MAX_KMS } from '../valuation-rules';
import { basedOnSentence, type ValuationView } from '../valuation-view';
import { ValuationPhotos } from './valuation-photos';

type Props = {
  valuation: ValuationView;
  onChange: (valuation: ValuationView) => void;
  onStartAgain: () => void;
  saveToAccount: boolean;
  offerValidDays: number;
  /** The car whose buy-online journey the shopper came from, to continue it with this offer. */
  buyOnlineSlug: string | null;
};

/** Logged when keeping the valuation on the account fails (AF §8). */
export const SAVE_FAILED_LOG = 'Failed to save valuation data';

const buttonClass =
  'inline-flex items-center justify-center gap-2 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast hover:opacity-90 disabled:opacity-60';

const contactPhrase: Record<string, string> = { Phone: 'by phone', Email: 'by email', SMS: 'by SMS' };

/**
 * The valuation (AF §3, §4, §9): the range, what it is based on and the offer with its date, the car's
 * price less the trade-in, Accept offer (event 18); or, for a car over 7 years or 100,000 km or with too
 * little market evidence, that the dealer will inspect it. Photos may be added either way.
 */
export function ValuationResult({
  valuation,
  onChange,
  onStartAgain,
  saveToAccount,
  offerValidDays,
  buyOnlineSlug,
}: Props) {
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const v = valuation;
  const name = [v.vehicle.year, v.vehicle.make, v.vehicle.model, v.vehicle.badge].filter(Boolean).join(' ');

  // A site that keeps valuations on accounts keeps this one (AF §7 /api/miscellaneous); failing is logged.
  useEffect(() => {
    if (!saveToAccount) return;
    fetch(apiPaths.miscellaneous(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ column_name: 'valuation', data: { valuation_id: v.id } }),
    })
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        console.info('Valuation data saved');
      })
      .catch((cause) => console.error(SAVE_FAILED_LOG, cause));
  }, [saveToAccount, v.id]);

  const accept = async () => {
    setAccepting(true);
    setError(null);
    try {
      const response = await fetch(apiPaths.valuationAccept(v.id), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json().catch(() => ({}))) as { valuation?: ValuationView; error?: string };
      if (!body.valuation) throw new Error(body.error ?? 'Something went wrong. Please try again.');
      await track(ANALYTICS_EVENTS.offerAccepted, v.car ? { carId: v.car.id } : {});
      onChange(body.valuation);
    } catch (cause) {
      setError(
        cause instanceof Error && !(cause instanceof TypeError)
          ? cause.message
          : 'Something went wrong. Please try again.',
      );
    } finally {
      setAccepting(false);
    }
  };

  return (
    <div className="grid gap-5">
      <p>
        <strong>{name}</strong>, {v.rego} ({v.regoState}), {formatNumber(v.kms)} km
      </p>

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

      {v.status === 'accepted' ? (
        <p
          role="status"
          className="rounded-site border border-green-700 bg-green-50 px-4 py-3 font-semibold text-green-900"
        >
          Offer accepted. Our team will contact you to arrange an inspection of your car. Bring it with its
          keys, service books and, if it is under finance, the payout letter.
        </p>
      ) : (
        v.status === 'valued' &&
        !v.expired && (
          <div>
            <button type="button" className={buttonClass} onClick={accept} disabled={accepting}>
              {accepting && <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />}
              Accept offer
            </button>
          </div>
        )
      )}
      {error && (
        <p
          role="alert"
          className="rounded-site border border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-800"
        >
          {error}
        </p>
      )}
      {v.status === 'valued' && !v.expired && (
        <p className="text-sm text-gray-700">
          Not ready to decide? Your valuation is with our team, who will contact you{' '}
          {contactPhrase[v.preferredContact] ?? contactPhrase.Phone}.
        </p>
      )}

      <ValuationPhotos valuationId={v.id} />

      <div>
        <button
          type="button"
          className="font-semibold text-brand-ink underline underline-offset-2"
          onClick={onStartAgain}
        >
          Value another car
        </button>
      </div>
    </div>
  );
}
