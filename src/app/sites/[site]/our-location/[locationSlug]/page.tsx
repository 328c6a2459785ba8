import { notFound, permanentRedirect } from 'next/navigation';
import { isLocationSlug } from '@/features/locations';
import { paths } from '@/lib/paths';

type Props = { params: Promise<{ site: string; locationSlug: string }> };

// AF §2 names both /our-location/{slug} and /locations/{slug} for a location's page: one page, at
// /locations/{slug}; this address redirects there permanently (308), so links and search engines agree.
export default async function OurLocationRoute({ params }: Props) {
  const { locationSlug } = await params;
  if (!isLocationSlug(locationSlug)) notFound();
  permanentRedirect(paths.location(locationSlug));
}
