'use client';
import Link from 'next/link';
import { isAvailable } from '@/inventory/status-rules';
import type { CardSettings } from '@/search/card-settings';
import type { CardHit } from '@/search/documents';
import { collapseSoldRuns, type GridCell, insertPromos, type ResultEntry } from '@/search/results-rules';
import type { CardActions } from '../card-actions';
import { VehicleCard } from '../vehicle-card';

export type PromoCardData = { id: number; title: string; description: string | null; url: string | null };

type Props = {
  hits: CardHit[];
  promos: PromoCardData[];
  slots: number[];
  settings: CardSettings;
  now: number;
  cardActions?: CardActions;
};

/** A page of results: consecutive sold cars folded into one card, promo cards at the site's positions. */
export function ResultsGrid({ hits, promos, slots, settings, now, cardActions }: Props) {
  const entries = collapseSoldRuns(hits, (hit) => !isAvailable(hit.status));
  const cells: GridCell<ResultEntry<CardHit>, PromoCardData>[] = insertPromos(entries, promos, slots);
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-label="Results">
      {cells.map((cell, index) => {
        if (cell.kind === 'promo') {
          return (
            <li key={`promo-${cell.position}`} className="flex">
              <PromoCard promo={cell.promo} />
            </li>
          );
        }
        const entry = cell.item;
        if (entry.kind === 'sold-group') {
          return (
            <li key={`sold-${entry.items[0].id}`} className="flex">
              <SoldGroupCard cars={entry.items} />
            </li>
          );
        }
        return (
          <li key={entry.item.id} className="flex [&>article]:flex-1">
            <VehicleCard
              car={entry.item}
              settings={settings}
              now={now}
              priority={index < 2}
              Actions={cardActions}
            />
          </li>
        );
      })}
    </ul>
  );
}

function PromoCard({ promo }: { promo: PromoCardData }) {
  return (
    <div className="hero-gradient flex flex-1 flex-col justify-between gap-4 rounded-site p-6 text-white">
      <div>
        <h3 className="text-2xl font-black leading-tight">{promo.title}</h3>
        {promo.description && <p className="mt-3 text-white/90">{promo.description}</p>}
      </div>
      {promo.url && (
        <Link
          href={promo.url}
          className="self-start rounded-site bg-white px-5 py-2.5 font-bold text-gray-900"
        >
          Find out more<span className="sr-only">: {promo.title}</span>
        </Link>
      )}
    </div>
  );
}

function SoldGroupCard({ cars }: { cars: CardHit[] }) {
  return (
    <article className="flex flex-1 flex-col justify-center gap-2 rounded-site border border-dashed border-black/25 bg-surface p-6">
      <p className="text-xs font-bold uppercase tracking-wide text-gray-600">Recently sold</p>
      <h3 className="text-lg font-bold">{cars.length} cars from this search have just sold</h3>
      <ul className="text-sm text-gray-700">
        {cars.map((car) => (
          <li key={car.id}>
            {car.year} {car.make} {car.model} {car.badge ?? ''}
          </li>
        ))}
      </ul>
      <p className="text-sm">Like this and want something similar?</p>
      <Link href={`${cars[0].path}#find-similar`} className="self-start font-bold text-brand-ink underline">
        Find Me Something Similar
      </Link>
    </article>
  );
}
