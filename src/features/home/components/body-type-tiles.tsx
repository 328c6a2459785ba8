import Link from 'next/link';
import { formatNumber } from '@/lib/money';
import { paths } from '@/lib/paths';
import { bodyToSlug } from '@/search';

type Props = {
  bodies: { body: string; count: number }[];
  /** Where a tile leads, by the body's slug: its results page, or on /models its models. */
  hrefFor?: (slug: string) => string;
  heading?: string;
  className?: string;
};

/**
 * Browse tiles: each body type the site stocks that has a results page, with its count, linking to
 * /search/{body slug} ('People Mover' → /search/people-mover) or where `hrefFor` says. A body with no page
 * gets no tile rather than a link to a 404.
 */
export function BodyTypeTiles({
  bodies,
  hrefFor = (slug) => paths.search(slug),
  heading = 'Browse by body type',
  className = 'mx-auto max-w-7xl px-4 pt-12',
}: Props) {
  const tiles = bodies.flatMap(({ body, count }) => {
    const slug = bodyToSlug(body);
    return slug ? [{ body, count, href: hrefFor(slug) }] : [];
  });
  return (
    <section aria-labelledby="browse-body" className={className}>
      <h2 id="browse-body" className="text-2xl font-extrabold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
        {tiles.map(({ body, count, href }) => (
          <li key={body}>
            <Link
              href={href}
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
