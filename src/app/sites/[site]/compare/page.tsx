import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CompareTable } from '@/features/compare/components/compare-table';
import { COMPARE_PARAM, compareSlugs } from '@/features/compare-picks';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';
import { loadComparison } from './comparison';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const metadata: Metadata = { title: 'Compare cars', robots: { index: false, follow: true } };

// The same for every shopper with the same URL; prices and sold cars read as they are now.
export const dynamic = 'force-dynamic';

// /compare?cars=a,b,c,d: up to four of the site's cars side by side, on sites that offer comparing.
export default async function ComparePage({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site?.config.features.compare) notFound();
  const query = await searchParams;
  const comparison = await loadComparison(site, compareSlugs(query[COMPARE_PARAM]));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Compare cars</h1>
      {comparison.cars.length === 0 ? (
        <div className="mt-6 rounded-site bg-surface p-6">
          <p>Pick up to four cars with Compare on their cards to see them side by side here.</p>
          <Link href={paths.search()} className="mt-4 inline-block font-bold text-brand-ink underline">
            Browse our stock
          </Link>
        </div>
      ) : (
        <div className="mt-6">
          <CompareTable comparison={comparison} onlyDifferences={query.only === 'differences'} />
        </div>
      )}
    </div>
  );
}
