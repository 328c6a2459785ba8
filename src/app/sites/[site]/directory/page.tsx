import Link from 'next/link';
import { notFound } from 'next/navigation';
import { searchDirectory, stockLink } from '@/features/directory';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { telHref } from '@/lib/phone';
import { stockedPlaces } from '@/search';
import { getSite } from '@/tenancy/get-site';
import { MapPinIcon } from '@/ui/icons/map-pin';
import { PhoneIcon } from '@/ui/icons/phone';

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ query?: string | string[] }> };

export const generateMetadata = pageMetadataFor({ title: 'Dealership directory', path: paths.directory() });

export default async function DirectoryPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const raw = (await searchParams).query;
  const query = (Array.isArray(raw) ? raw[0] : (raw ?? '')).slice(0, 200);
  const [entries, stocked] = await Promise.all([searchDirectory(site, query), stockedPlaces(site)]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Dealership directory</h1>
      <p className="mt-2 text-gray-700">
        Find a {site.config.name} sales, service or parts location by name, suburb or postcode.
      </p>
      <search className="mt-6">
        <form action={paths.directory()} method="get" className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="directory-query" className="sr-only">
            Search locations
          </label>
          <input
            id="directory-query"
            name="query"
            type="search"
            defaultValue={query}
            maxLength={200}
            placeholder="Suburb, postcode or dealership"
            className="min-w-0 flex-1 rounded-site border border-black/20 px-4 py-3"
          />
          <button type="submit" className="rounded-site bg-brand px-6 py-3 font-bold text-brand-contrast">
            Search
          </button>
        </form>
      </search>
      <p role="status" className="mt-6 text-sm font-semibold">
        {entries.length} {entries.length === 1 ? 'location' : 'locations'}
        {query ? ` matching “${query}”` : ''}
      </p>
      <ul className="mt-3 grid gap-4 md:grid-cols-2">
        {entries.map((entry) => {
          const stock = stockLink(entry, stocked);
          return (
            <li key={entry.slug} className="rounded-site border border-black/10 p-4">
              <h2 className="font-bold">{entry.name}</h2>
              <p className="text-sm capitalize text-gray-600">{entry.type.replace(/-/g, ' ')}</p>
              <p className="mt-2 flex items-start gap-1.5 text-sm">
                <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {entry.address}
              </p>
              {entry.phone && (
                <p className="mt-1 flex items-center gap-1.5 text-sm">
                  <PhoneIcon aria-hidden="true" className="size-4" />
                  <a href={telHref(entry.phone)} className="underline">
                    {entry.phone}
                  </a>
                </p>
              )}
              {stock && (
                <Link
                  href={stock.href}
                  className="mt-3 inline-block text-sm font-bold text-brand-ink underline"
                >
                  {stock.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
