import { similarCarsCount } from '@/search/similar-rules';

// The loading state of the similar cars, also shown while their code loads (it is not part of the
// page's first-load JavaScript).

/** One grey card per car the site shows (similarCarsCount), announced once as loading. */
export function SimilarCarsPlaceholders({ pageSize }: { pageSize?: number }) {
  return (
    <>
      <span className="sr-only">Loading similar cars</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-5 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: similarCarsCount(pageSize) }, (_, index) => (
          <li key={index}>
            <PlaceholderCard />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The section as it looks while loading: its heading and the placeholders. */
export function SimilarCarsSkeleton({ heading, pageSize }: { heading: string; pageSize?: number }) {
  return (
    <section aria-busy="true" aria-label={heading} className="vdp-section">
      <h2 className="vdp-heading">{heading}</h2>
      <SimilarCarsPlaceholders pageSize={pageSize} />
    </section>
  );
}

/** The shape of a vehicle card in grey, so the grid does not jump when the cards arrive. */
function PlaceholderCard() {
  return (
    <div className="flex animate-pulse flex-col overflow-hidden rounded-site border border-black/10 bg-white motion-reduce:animate-none">
      <div className="aspect-[3/2] bg-gray-200" />
      <div className="flex flex-col gap-3 p-4">
        <div className="h-5 w-3/4 rounded bg-gray-200" />
        <div className="h-4 w-1/2 rounded bg-gray-200" />
        <div className="flex gap-1.5">
          <div className="h-5 w-16 rounded-full bg-gray-200" />
          <div className="h-5 w-16 rounded-full bg-gray-200" />
          <div className="h-5 w-16 rounded-full bg-gray-200" />
        </div>
        <div className="mt-2 h-8 w-32 rounded bg-gray-200" />
        <div className="h-9 rounded-site bg-gray-200" />
      </div>
    </div>
  );
}
