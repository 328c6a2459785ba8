import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { PageLinks } from '@/features/console/components/page-links';
import { ReviewList } from '@/features/console/components/review-list';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { reviewFilterOf, reviewPageOf } from '@/features/console/reviews/review-rules';
import { listReviews } from '@/features/console/reviews/reviews';
import { siteLinkOrigin } from '@/features/console/site-link';
import { stockViewer } from '@/features/console/stock/viewer';
import { consolePaths } from '@/lib/console-paths';
import { staffAuth, staffCan } from '@/staff';
import { getSite } from '@/tenancy/get-site';

export const metadata: Metadata = { title: 'Reviews' };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ReviewsPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  if (!site || !staffCan(staff, site, 'reviews.manage')) notFound();
  const viewer = stockViewer(staff, { ...site, dealershipIds: site.dealerships.map((d) => d.id) });
  if (!viewer) notFound();
  const query = await searchParams;
  const filter = reviewFilterOf(first(query.filter));
  const { db } = await staffAuth();
  const [list, live] = await Promise.all([
    listReviews(db, viewer, filter, reviewPageOf(first(query.page))),
    getSite(site.slug),
  ]);
  const siteOrigin = live ? await siteLinkOrigin(live.config) : null;
  const link = (page: number, to = filter) => {
    const next = new URLSearchParams();
    if (to !== 'all') next.set('filter', to);
    if (page > 1) next.set('page', String(page));
    return consolePaths.reviews(site.slug, next.toString());
  };
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Reviews" current="reviews" screens={siteScreens(staff, site)} />
      <p className="mb-4 max-w-prose">
        Your locations’ reviews, newest first. A reply shows under the review on the site within seconds. A
        hidden review (abuse, someone’s personal details) is off the site but still counts in your rating.
      </p>
      <nav aria-label="Which reviews" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {(
            [
              ['all', 'All'],
              ['unanswered', 'Not answered'],
              ['hidden', 'Hidden'],
            ] as const
          ).map(([value, label]) => (
            <li key={value}>
              <a
                href={link(1, value)}
                aria-current={value === filter ? 'page' : undefined}
                className="inline-flex min-h-11 items-center rounded-site border border-brand px-3 font-semibold text-brand aria-[current=page]:bg-brand aria-[current=page]:text-brand-contrast"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <p className="mb-3" role="status">
        {list.total === 1 ? '1 review' : `${list.total.toLocaleString('en-AU')} reviews`}
      </p>
      <ReviewList site={site.slug} reviews={list.reviews} siteOrigin={siteOrigin} />
      <PageLinks
        page={list.page}
        pages={list.pageCount}
        link={(page) => link(page)}
        label="Pages of reviews"
      />
    </ConsoleFrame>
  );
}
