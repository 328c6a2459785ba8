// The price comparison's loading state, also shown while its code loads (it is not part of the page's
// first-load JavaScript).

/** A grey block the shape of the comparison, announced as loading. */
export function PriceComparisonSkeleton() {
  return (
    <section aria-busy="true" aria-label="Price comparison" className="vdp-section">
      <span className="sr-only">Loading the price comparison</span>
      <div aria-hidden="true" className="animate-pulse motion-reduce:animate-none">
        <div className="h-6 w-44 rounded bg-gray-200" />
        <div className="mt-3 h-7 w-28 rounded-full bg-gray-200" />
        <div className="mt-10 h-3 rounded-full bg-gray-200" />
        <div className="mt-3 flex justify-between">
          <div className="h-9 w-20 rounded bg-gray-200" />
          <div className="h-9 w-20 rounded bg-gray-200" />
        </div>
        <div className="mt-4 h-10 rounded bg-gray-200" />
      </div>
    </section>
  );
}
