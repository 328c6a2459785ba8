import { MapPin } from 'lucide-react';
import Image from 'next/image';
import Link from 'next/link';
import { formatAud, formatNumber } from '@/lib/money';
import type { SiteConfig } from '@/tenancy/site-config';
import { cardTag } from '../rules';
import type { CardCar } from '../server';
import { cardButtons } from './card-buttons';
import { CardTagBadge } from './card-tag-badge';

// The first button spans the card; the rest pair up, and an odd one out takes the whole last row.
const spansRow = (index: number, total: number) =>
  index === 0 || (index === total - 1 && (total - 1) % 2 === 1);

export function VehicleCard({ car, config, now }: { car: CardCar; config: SiteConfig; now: Date }) {
  const tag = cardTag(
    { ...car, carType: car.carType },
    {
      electricTag: config.features.electricTag,
      certifiedProgramme: config.features.certifiedProgramme,
      makeRunsCertifiedProgramme: car.makeRunsCertifiedProgramme,
      soldTagText: config.copy.soldTagText,
      newTagText: config.copy.newTagText,
      greenTags: config.theme.greenTags,
    },
    now,
  );
  const href = `/cars/${car.slug}`;
  const chips = [
    car.carType === 'new' ? null : `${formatNumber(car.km)} km`,
    car.simpleTransmission,
    car.simpleFuel,
    car.simpleBody,
  ].filter(Boolean) as string[];
  const weekly = car.youxQuote?.weeklyRepaymentAmount;
  const buttons = cardButtons(car, config);

  return (
    <article className="flex flex-col overflow-hidden rounded-site border border-black/10 bg-white shadow-sm transition hover:shadow-md">
      <Link href={href} className="relative block aspect-[3/2] bg-surface" tabIndex={-1} aria-hidden="true">
        {car.primaryImageUrl && (
          <Image
            src={car.primaryImageUrl}
            alt=""
            fill
            quality={75}
            sizes="(min-width: 1200px) 300px, (min-width: 768px) 45vw, 100vw"
            className="object-cover"
          />
        )}
        {tag && (
          <span className="absolute left-2 top-2">
            <CardTagBadge tag={tag} />
          </span>
        )}
        {car.city && (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-sm bg-black/70 px-2 py-0.5 text-xs text-white">
            <MapPin aria-hidden="true" className="size-3" />
            {car.city}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-base font-bold leading-snug">
          <Link href={href} className="hover:underline">
            {car.year} {car.make} {car.model}
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
            <p className="text-lg font-bold">{config.copy.noPriceText}</p>
          )}
          {car.beforePrice && car.beforePrice > car.price && car.price > 0 && (
            <p className="text-sm text-gray-600">
              Was <s>{formatAud(car.beforePrice)}</s>
            </p>
          )}
          {weekly ? (
            <p className="text-sm text-gray-700">
              Finance from <strong>{formatAud(weekly)}</strong>/wk
            </p>
          ) : null}
        </div>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {buttons.map((button, index) => (
            <Link
              key={button.kind}
              href={button.href}
              aria-label={`${button.label}: ${car.year} ${car.make} ${car.model}`}
              className={`whitespace-nowrap rounded-site px-2 py-2 text-center text-sm font-bold ${
                index === 0 ? 'bg-brand text-brand-contrast' : 'border border-black/15 hover:bg-surface'
              } ${spansRow(index, buttons.length) ? 'col-span-2' : ''}`}
            >
              {button.label}
            </Link>
          ))}
        </div>
      </div>
    </article>
  );
}
