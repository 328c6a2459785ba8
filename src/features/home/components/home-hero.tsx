import Link from 'next/link';
import { formatNumber } from '@/lib/money';
import { paths } from '@/lib/paths';
import { splitDropdownMakes } from '@/search';
import type { SiteConfig } from '@/tenancy/site-config';
import { SearchIcon } from '@/ui/icons/search';

type Props = { config: SiteConfig; counts: Record<'new' | 'demo' | 'used', number>; makes: string[] };

const typeLinks = [
  { key: 'new', label: 'New', href: paths.search('new-cars') },
  { key: 'demo', label: 'Demo', href: paths.search('demo-cars') },
  { key: 'used', label: 'Used', href: paths.search('used-cars') },
] as const;

export function HomeHero({ config, counts, makes }: Props) {
  const { top, allMakes } = splitDropdownMakes(makes);
  const links = typeLinks.filter((link) => counts[link.key] > 0);
  return (
    <section className="hero-gradient text-white" aria-labelledby="hero-title">
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20 lg:py-24">
        <h1
          id="hero-title"
          className="max-w-3xl text-4xl font-black leading-tight tracking-tight md:text-5xl xl:text-6xl"
        >
          {config.copy.heroTitle}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-white/90 md:text-lg">{config.copy.heroSubtitle}</p>
        <search className="mt-8 max-w-2xl">
          <form action={paths.search()} method="get" className="flex flex-col gap-2 sm:flex-row">
            <label htmlFor="hero-query" className="sr-only">
              Search stock
            </label>
            <input
              id="hero-query"
              name="query"
              type="search"
              maxLength={200}
              placeholder={config.copy.searchPlaceholder}
              className="min-w-0 flex-1 rounded-site border-0 bg-white px-4 py-3.5 text-base text-gray-900 shadow-lg placeholder:text-gray-500"
            />
            <label htmlFor="hero-make" className="sr-only">
              Make
            </label>
            <select
              id="hero-make"
              name="make"
              defaultValue=""
              className="rounded-site border-0 bg-white px-3 py-3.5 text-base text-gray-900 shadow-lg sm:w-44"
            >
              <option value="">Any make</option>
              {top.map((make) => (
                <option key={make}>{make}</option>
              ))}
              {allMakes.length > 0 && (
                <optgroup label="All Makes">
                  {allMakes.map((make) => (
                    <option key={make}>{make}</option>
                  ))}
                </optgroup>
              )}
            </select>
            <button
              type="submit"
              className="inline-flex items-center justify-center gap-2 rounded-site bg-brand px-6 py-3.5 font-bold text-brand-contrast shadow-lg ring-1 ring-white/30"
            >
              <SearchIcon aria-hidden="true" className="size-5" />
              Search
            </button>
          </form>
        </search>
        {links.length > 0 && (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Browse by type">
            {links.map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  className="inline-flex items-center gap-2 rounded-full bg-white/15 px-4 py-2 text-sm font-semibold backdrop-blur hover:bg-white/25"
                >
                  {link.label}
                  <span className="rounded-full bg-white/90 px-2 text-xs font-bold text-gray-900">
                    {formatNumber(counts[link.key])}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
