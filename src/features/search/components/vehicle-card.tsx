import Link from 'next/link';
import { RESERVED_LABEL, showsReserved } from '@/inventory/reservation-rules';
import { isAvailable } from '@/inventory/status-rules';
import { spansRow } from '@/lib/button-grid';
import { formatAud, formatNumber } from '@/lib/money';
import { financeDisplay } from '@/repayments/display-rules';
import { cardButtons } from '@/search/card-buttons';
import type { CardSettings } from '@/search/card-settings';
import type { CardHit } from '@/search/documents';
import { cardTag } from '@/search/rules';
import { certifiedProgrammeName } from '@/tenancy/certified-programme';
import { CertifiedBadge } from '@/ui/certified-badge';
import { EyeIcon } from '@/ui/icons/eye';
import { MapPinIcon } from '@/ui/icons/map-pin';
import { StaticImage } from '@/ui/static-image';
import type { CardActions } from './card-actions';
import { CardTagBadge } from './card-tag-badge';

type Props = {
  car: CardHit;
  settings: CardSettings;
  now: number;
  priority?: boolean;
  /** The route's Save, Favourite and Compare controls. */
  Actions?: CardActions;
};

export function VehicleCard({ car, settings, now, priority = false, Actions }: Props) {
  const tag = cardTag(
    { ...car, createdAt: new Date(car.createdAt) },
    { ...settings.tag, makeRunsCertifiedProgramme: car.makeRunsCertifiedProgramme },
    new Date(now),
  );
  const chips = [
    car.carType === 'new' ? null : `${formatNumber(car.km)} km`,
    car.simpleTransmission,
    car.simpleFuel,
    car.simpleBody,
  ].filter(Boolean) as string[];
  const finance = financeDisplay({ settings: settings.finance, car, now: new Date(now) });
  const buttons = cardButtons({ ...car, financeOffered: finance.offered }, settings);
  const title = `${car.year} ${car.make} ${car.model}`;

  return (
    <article className="relative flex flex-col overflow-hidden rounded-site border border-black/10 bg-white shadow-sm transition hover:shadow-md">
      <Link
        href={car.path}
        className="relative block aspect-[3/2] bg-surface"
        tabIndex={-1}
        aria-hidden="true"
      >
        {car.primaryImageUrl ? (
          <StaticImage
            src={car.primaryImageUrl}
            alt=""
            fill
            quality={75}
            priority={priority}
            // The first cards are the results' and home page's largest paint: ahead of the scripts.
            fetchPriority={priority ? 'high' : undefined}
            sizes="(min-width: 1200px) 300px, (min-width: 768px) 45vw, 100vw"
            className="object-cover"
          />
        ) : (
          <span className="grid h-full place-items-center text-sm font-semibold text-gray-600">
            Photos coming soon
          </span>
        )}
        {car.city && (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-sm bg-black/70 px-2 py-0.5 text-xs text-white">
            <MapPinIcon aria-hidden="true" className="size-3" />
            {car.city}
          </span>
        )}
      </Link>
      {/* The tag and the keeping buttons share one wrapping row over the photo, so however long the tag
          and however narrow the card, the buttons move under it rather than over it. Clicks on the tag
          fall through to the photo's link. */}
      <div className="pointer-events-none absolute left-2 right-2 top-2 flex flex-wrap items-start gap-2">
        {tag && (
          <span aria-hidden="true" className="min-w-0">
            {tag.kind === 'certified' && car.certifiedBadge ? (
              <CertifiedBadge
                badge={{ name: certifiedProgrammeName(car.make), image: car.certifiedBadge }}
                className="h-8 w-auto drop-shadow"
              />
            ) : (
              <CardTagBadge tag={tag} />
            )}
          </span>
        )}
        <span className="pointer-events-auto ml-auto flex flex-wrap justify-end gap-2">
          {Actions && <Actions car={car} settings={settings} place="corner" />}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-bold leading-snug">
          <Link href={car.path} className="hover:underline">
            {title}
          </Link>
          {(car.badge || car.series) && (
            <span className="block text-sm font-medium text-gray-600">
              {[car.badge, car.series].filter(Boolean).join(' ')}
            </span>
          )}
        </h3>
        <ul className="flex flex-wrap gap-1.5" aria-label="Key details">
          {chips.map((chip) => (
            <li
              key={chip}
              className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-gray-700"
            >
              {chip}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-2">
          {car.price > 0 ? (
            <p className="flex items-baseline gap-2">
              <span className="text-2xl font-extrabold tracking-tight">{formatAud(car.price)}</span>
              {car.priceType && (
                <span className="text-xs font-medium uppercase text-gray-600">{car.priceType}</span>
              )}
            </p>
          ) : (
            <p className="text-lg font-bold">{settings.noPriceText}</p>
          )}
          {car.beforePrice && car.beforePrice > car.price && car.price > 0 ? (
            <p className="text-sm text-gray-600">
              Was <s>{formatAud(car.beforePrice)}</s>
            </p>
          ) : null}
          {car.driveAway && (
            <p className="text-sm text-gray-700">
              <Link href={`${car.path}#drive-away`} className="font-semibold underline underline-offset-2">
                {car.driveAway.line}
              </Link>
              <span className="block text-xs text-gray-600">{car.driveAway.basis}</span>
            </p>
          )}
          {finance.weekly !== null && (
            <p className="text-sm text-gray-700">
              Finance from <strong>{formatAud(finance.weekly)}</strong>/wk
            </p>
          )}
          {settings.showViews && car.views > 0 && (
            <p className="mt-1 inline-flex items-center gap-1 text-xs text-gray-600">
              <EyeIcon aria-hidden="true" className="size-3.5" />
              {formatNumber(car.views)} views
            </p>
          )}
        </div>
        {!isAvailable(car.status) || car.status === 'coming_soon' ? (
          <p className="mt-2 text-sm">
            Like this and want something similar?{' '}
            <Link href={`${car.path}#find-similar`} className="font-bold text-brand-ink underline">
              Find Me Something Similar
            </Link>
          </p>
        ) : null}
        {showsReserved(car) && (
          <p className="mt-2 rounded-site bg-amber-100 px-2 py-2 text-center text-sm font-bold text-amber-950">
            {RESERVED_LABEL}
          </p>
        )}
        {buttons.length > 0 && (
          <div className="mt-2 grid grid-cols-2 gap-2">
            {buttons.map((button, index) => (
              <Link
                key={button.kind}
                href={button.href}
                aria-label={`${button.label}: ${title}`}
                className={`whitespace-nowrap rounded-site px-2 py-2 text-center text-sm font-bold ${
                  index === 0 ? 'bg-brand text-brand-contrast' : 'border border-black/15 hover:bg-surface'
                } ${spansRow(index, buttons.length) ? 'col-span-2' : ''}`}
              >
                {button.label}
              </Link>
            ))}
          </div>
        )}
        {Actions && settings.compare && car.status === 'in_stock' && (
          <div className="mt-1">
            <Actions car={car} settings={settings} place="foot" />
          </div>
        )}
      </div>
    </article>
  );
}
