import { SearchXIcon } from '@/ui/icons/search-x';

type Props = {
  variant: 'offers' | 'cars';
  refreshPath: string;
  /** The results page without its refinements (the car-search 'Clear Filters' link without JavaScript). */
  clearHref: string;
  /** Clears the refinements in place; absent when none are set. */
  onClear?: () => void;
};

// The spec's two empty states: the offers card and the car-search text. On the offers card 'Clear Filters'
// goes to the site's refresh path (default /special-offers); on a car search with refinements it clears
// them where the shopper is.
export function EmptyState({ variant, refreshPath, clearHref, onClear }: Props) {
  const inPlace = variant === 'cars' && onClear !== undefined;
  return (
    <div className="flex flex-col items-center gap-3 rounded-site border border-black/10 bg-surface px-6 py-14 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-gray-500" />
      {variant === 'offers' ? (
        <>
          <h3 className="text-xl font-extrabold">No Results Available</h3>
          <p className="max-w-md text-gray-700">
            There appears to be no offers currently available that meet the conditions of your search
          </p>
        </>
      ) : (
        <p className="max-w-md text-gray-700">
          No results found for your search at this time. Please try adjusting the filters for more results.
        </p>
      )}
      <a
        href={inPlace ? clearHref : refreshPath}
        onClick={(event) => {
          if (!inPlace || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          onClear?.();
        }}
        className="mt-2 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast"
      >
        Clear Filters
      </a>
    </div>
  );
}

type BeyondProps = { page: number; lastPage: number; href: string };

/** A page number past the results (a stale link, an edited URL): say so and offer the last page. The link
 * loads the page whole: a click while the page was still hydrating could otherwise be lost. */
export function BeyondLastPage({ page, lastPage, href }: BeyondProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-site border border-black/10 bg-surface px-6 py-14 text-center">
      <SearchXIcon aria-hidden="true" className="size-10 text-gray-500" />
      <p className="max-w-md text-gray-700">
        There is no page {page} for this search: the results end on page {lastPage}.
      </p>
      <a href={href} className="mt-2 rounded-site bg-brand px-5 py-2.5 font-bold text-brand-contrast">
        Go to the last page (page {lastPage})
      </a>
    </div>
  );
}
