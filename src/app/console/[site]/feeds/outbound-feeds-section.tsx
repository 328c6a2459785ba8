import { ConsoleSection } from '@/features/console/components/console-frame';
import { LEFT_OUT_LABELS, type LeftOutReason, RECENTLY_SOLD_DAYS } from '@/inventory/listing-rules';
import { consolePaths } from '@/lib/console-paths';
import { formatNumber } from '@/lib/money';
import { absoluteUrl, OUTBOUND_FEEDS, paths } from '@/lib/paths';
import type { FeedStock } from '@/search';

/** The console shows this many left-out cars by name; the counts cover them all. */
const LEFT_OUT_SHOWN = 100;

type LeftOut = FeedStock['leftOut'];

// The site's own feeds for ad platforms: their addresses, and the cars they leave out with why, so a
// dealer missing a car from Google or Meta sees what to fix (a price, a photo) without asking.
export function OutboundFeedsSection({
  site,
  origin,
  leftOut,
}: {
  site: string;
  origin: string;
  leftOut: LeftOut;
}) {
  const counts = new Map<LeftOutReason, number>();
  for (const { reason } of leftOut) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return (
    <ConsoleSection title="Feeds for ad platforms">
      <p className="mb-2 max-w-prose">
        Google, Meta and listing sites read the site’s stock here: only cars on sale with a price and a photo,
        at the price the site shows. A change shows in them within a minute.
      </p>
      <ul className="mb-4 space-y-1">
        {OUTBOUND_FEEDS.map((feed) => {
          const url = absoluteUrl(origin, paths.outboundFeed(feed));
          return (
            <li key={feed}>
              <a href={url} className="break-all text-brand underline">
                {url}
              </a>
            </li>
          );
        })}
      </ul>
      <h3 className="font-bold">
        {leftOut.length === 0
          ? 'No car is left out.'
          : `${formatNumber(leftOut.length)} ${leftOut.length === 1 ? 'car is' : 'cars are'} left out`}
      </h3>
      {leftOut.length > 0 ? (
        <>
          <p className="mb-2">
            {[...counts]
              .map(([reason, count]) => `${LEFT_OUT_LABELS[reason]}: ${formatNumber(count)}`)
              .join(' · ')}
            {counts.has('sold') ? ` (sold in the last ${RECENTLY_SOLD_DAYS} days)` : null}
          </p>
          {/* Up to a hundred cars: closed until asked for, so the feeds' addresses stay in view. */}
          <details>
            <summary className="min-h-11 cursor-pointer py-2 font-semibold text-brand">
              {leftOut.length === 1
                ? 'Show the car'
                : leftOut.length <= LEFT_OUT_SHOWN
                  ? 'Show the cars'
                  : `Show the first ${formatNumber(LEFT_OUT_SHOWN)}`}
            </summary>
            <ul className="space-y-1">
              {leftOut.slice(0, LEFT_OUT_SHOWN).map(({ car, reason }) => (
                <li key={car.id}>
                  <a href={consolePaths.car(site, car.id)} className="text-brand underline">
                    {car.name}
                  </a>{' '}
                  <span className="text-gray-700">
                    ({car.stocknum}) · {LEFT_OUT_LABELS[reason]}
                  </span>
                </li>
              ))}
            </ul>
            {leftOut.length > LEFT_OUT_SHOWN ? (
              <p className="mt-2 text-gray-700">and {formatNumber(leftOut.length - LEFT_OUT_SHOWN)} more.</p>
            ) : null}
          </details>
        </>
      ) : null}
    </ConsoleSection>
  );
}
