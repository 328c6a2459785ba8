import Link from 'next/link';
import { formatNumber } from '@/lib/money';

const slug = (body: string) => body.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Browse tiles: each body type the site stocks, with its count, linking to /search/{body slug}. */
export function BodyTypeTiles({ bodies }: { bodies: { body: string; count: number }[] }) {
  return (
    <section aria-labelledby="browse-body" className="mx-auto max-w-7xl px-4 pt-12">
      <h2 id="browse-body" className="text-2xl font-extrabold tracking-tight">
        Browse by body type
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
        {bodies.map(({ body, count }) => (
          <li key={body}>
            <Link
              href={`/search/${slug(body)}`}
              className="flex h-full flex-col rounded-site border border-black/10 bg-surface px-4 py-3 transition hover:border-brand"
            >
              <span className="font-bold">{body}</span>
              <span className="text-sm text-gray-700">{formatNumber(count)} in stock</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
