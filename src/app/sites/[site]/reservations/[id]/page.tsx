import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ReservationPage } from '@/features/checkout/components/reservation-page';
import { reservationView } from '@/features/checkout/server';
import { paths } from '@/lib/paths';
import { requireShopper } from '@/session';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';

type Props = { params: Promise<{ site: string; id: string }> };

// A reservation is the shopper's own: never indexed, never shared by a cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: siteSlug, id } = await params;
  const site = await getSite(siteSlug);
  if (!site) return {};
  return sitePageMetadata(site.config, {
    title: 'Your reservation',
    path: paths.reservation(id),
    robots: { index: false, follow: false },
  });
}

// /reservations/{id}: where the payment provider sends the shopper back (?session_id=…), behind sign-in
// where the site gates 'checkout'. reservationView asks the provider first when the payment is pending.
export default async function ReservationPageRoute({ params }: Props) {
  const { site: siteSlug, id } = await params;
  const site = await getSite(siteSlug);
  if (!site) notFound();
  await requireShopper(site, 'checkout', paths.reservation(id));
  const reservation = await reservationView(site, id);
  if (!reservation) notFound();
  return <ReservationPage reservation={reservation} checkoutRoute={site.config.features.checkoutRoute} />;
}
