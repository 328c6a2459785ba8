'use client';

import { useEffect, useState } from 'react';
import { ANALYTICS_EVENTS } from '@/lib/analytics/events';
import { track } from '@/lib/analytics/track';
import { apiMessage, postJson } from '@/lib/api-client';
import { formatNumber } from '@/lib/money';
import { apiPaths } from '@/lib/paths';
import { LoaderCircleIcon } from '@/ui/icons/loader-circle';
import type { ValuationView } from '../valuation-view';
import { buttonClass } from './journey/fields';
import { FAILED_MESSAGE } from './journey/rules';
import { Changeover, ValuationFigure } from './valuation-figure';
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

const contactPhrase: Record<string, string> = { Phone: 'by phone', Email: 'by email', SMS: 'by SMS' };

/**
 * The journey's last step, the valuation (AF §3, §4, §9): the figure or the inspection instead
 * (./valuation-figure.tsx), the car's price less the trade-in, Accept offer (event 18), kept on the
 * shopper's account where the site does that. Photos may be added either way.
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
    postJson(apiPaths.miscellaneous(), { column_name: 'valuation', data: { valuation_id: v.id } }).then(
      (result) => {
        if (result.kind === 'ok') console.info('Valuation data saved');
        else
          console.error(SAVE_FAILED_LOG, result.kind === 'failed' ? result.error : `HTTP ${result.status}`);
      },
    );
  }, [saveToAccount, v.id]);

  const accept = async () => {
    setAccepting(true);
    setError(null);
    const result = await postJson<{ valuation?: ValuationView }>(apiPaths.valuationAccept(v.id), {});
    const accepted = result.kind === 'ok' ? result.body?.valuation : undefined;
    if (accepted) {
      await track(ANALYTICS_EVENTS.offerAccepted, v.car ? { carId: v.car.id } : {});
      onChange(accepted);
    } else setError(apiMessage(result) ?? FAILED_MESSAGE);
    setAccepting(false);
  };

  return (
    <div className="grid gap-5">
      <p>
        <strong>{name}</strong>, {v.rego} ({v.regoState}), {formatNumber(v.kms)} km
      </p>

      <ValuationFigure valuation={v} offerValidDays={offerValidDays} />
      <Changeover valuation={v} buyOnlineSlug={buyOnlineSlug} />

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
