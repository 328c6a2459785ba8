import { SearchX } from 'lucide-react';

type Props = { variant: 'offers' | 'cars'; refreshPath: string };

// The spec's two empty states: the offers card and the car-search text. 'Clear Filters' is a plain link to
// the site's refresh path (default /special-offers), which opens with no filters.
export function EmptyState({ variant, refreshPath }: Props) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-site border border-black/10 bg-surface px-6 py-14 text-center">
      <SearchX aria-hidden="true" className="size-10 text-gray-500" />
      {variant === 'offers' ? (
        <>
          <h2 className="text-xl font-extrabold">No Results Available</h2>
          <p className="max-w-md text-gray-700">
            There appears to be no offers currently available that meet the conditions of your search
          </p>
        </>
      ) : (
        <p className="max-w-md text-gray-700">
          No results found for your search at this time. Please try adjusting the filters for more results.
        </p>
      )}
      <a href={refreshPath} className="mt-2 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast">
        Clear Filters
      </a>
    </div>
  );
}
