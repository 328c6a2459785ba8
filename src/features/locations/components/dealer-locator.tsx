import { paths } from '@/lib/paths';
import { StaticImage } from '@/ui/static-image';
import { LOCATION_TYPE_LABELS } from '../rules';
import type { DealerLocator as Locator } from '../server';
import { LocationCard } from './location-card';
import { UseMyLocation } from './use-my-location';

type Props = {
  siteName: string;
  locator: Locator;
  now: Date;
  enquireNowForClosedService: boolean;
  /** View Details opens /contact (a manufacturer-specific site: location.linksToContact). */
  linksToContact: boolean;
};

/**
 * The dealer locator (SV §2): find the nearest location by postcode or the browser's position, choose
 * sales, service or parts where the site has more than one, and every location's card.
 */
export function DealerLocator({ siteName, locator, now, enquireNowForClosedService, linksToContact }: Props) {
  const { groups, types, postcode, error, nearest } = locator;
  const count = groups.reduce((n, g) => n + g.locations.length, 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">Find a {siteName} location</h1>
      <search className="mt-6 rounded-site bg-surface p-4">
        <form
          action={paths.dealerLocator()}
          method="get"
          className="flex flex-col gap-3 md:flex-row md:items-end"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor="locator-postcode" className="text-sm font-semibold">
              Postcode
            </label>
            <input
              id="locator-postcode"
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={4}
              defaultValue={postcode ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'locator-postcode-error' : undefined}
              className="rounded-site border border-black/30 bg-white px-3 py-3 md:w-40"
            />
          </div>
          {types.showDropdown && (
            <div className="flex flex-col gap-1">
              <label htmlFor="locator-type" className="text-sm font-semibold">
                Location type
              </label>
              <select
                id="locator-type"
                name="type"
                defaultValue={types.selected ?? undefined}
                className="rounded-site border border-black/30 bg-white px-3 py-3"
              >
                {types.options.map((t) => (
                  <option key={t} value={t}>
                    {LOCATION_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <button
            type="submit"
            className="rounded-site border border-transparent bg-brand px-6 py-3 font-bold text-brand-contrast"
          >
            Find the nearest
          </button>
          <UseMyLocation type={types.showDropdown ? types.selected : null} />
        </form>
        {error && (
          <p id="locator-postcode-error" role="alert" className="mt-2 text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </search>
      <p role="status" className="mt-6 text-sm font-semibold">
        {count} {count === 1 ? 'location' : 'locations'}
        {nearest ? `, nearest first${postcode ? ` to ${postcode}` : ''}` : ''}
      </p>
      {groups.map((group, i) => (
        <section
          key={group.name ?? i}
          aria-labelledby={group.name ? `area-${i}` : undefined}
          aria-label={group.name ? undefined : 'Locations'}
          className="mt-6"
        >
          {group.name && (
            <div className="mb-3 flex items-center gap-3">
              {group.image && (
                <StaticImage
                  src={group.image}
                  alt=""
                  width={96}
                  height={64}
                  className="rounded-site object-cover"
                />
              )}
              <h2 id={`area-${i}`} className="text-2xl font-bold">
                {group.name}
              </h2>
            </div>
          )}
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {group.locations.map((location) => (
              <li key={location.id}>
                <LocationCard
                  location={location}
                  now={now}
                  enquireNowForClosedService={enquireNowForClosedService}
                  distanceKm={location.distanceKm}
                  headingLevel={group.name ? 3 : 2}
                  linksToContact={linksToContact}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
