import Link from 'next/link';
import { paths } from '@/lib/paths';
import { cardSettings } from '@/search/card-settings';
import { financeStock } from '@/search/finance-stock';
import type { Site } from '@/tenancy/get-site';
import type { CardActions } from './card-actions';
import { VehicleCard } from './vehicle-card';

/**
 * 'Get Finance Now' (AF §2): featured used stock on the finance page of a site with the call-to-action
 * flag, linking to /search/used-cars. Nothing at all when no car qualifies.
 */
export async function FinanceStock({
  site,
  now,
  cardActions,
}: {
  site: Site;
  now: Date;
  /** The route's Save, Favourite and Compare controls for each card. */
  cardActions?: CardActions;
}) {
  const featured = await financeStock(site);
  if (featured.length === 0) return null;
  const settings = cardSettings(site.config);
  return (
    <section aria-labelledby="get-finance-now" className="mx-auto max-w-7xl px-4 pb-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="get-finance-now" className="text-2xl font-extrabold tracking-tight">
          Get Finance Now
        </h2>
        <Link
          href={paths.search('used-cars')}
          className="shrink-0 text-sm font-bold text-brand-ink underline underline-offset-2"
        >
          View all used cars
        </Link>
      </div>
      <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((car) => (
          <VehicleCard key={car.id} car={car} settings={settings} now={now.getTime()} Actions={cardActions} />
        ))}
      </div>
    </section>
  );
}
