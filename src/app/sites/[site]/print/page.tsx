import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { carShareUrl, carSheet } from '@/features/vehicle';
import { PrintSheet } from '@/features/vehicle/components/print/print-sheet';
import { PrintViewMarker } from '@/features/vehicle/components/print/print-view-controls';
import { findSiteCar } from '@/inventory/site-car';
import { getSite } from '@/tenancy/get-site';
import { siteOrigin } from '@/tenancy/site-origin';
import './print.css';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ car_id?: string | string[] }>;
};

// The site and car for /print?car_id={slug}, shared by the metadata and the page within one request.
const load = cache(async (siteSlug: string, slug: string | undefined) => {
  const site = await getSite(siteSlug);
  if (!site || !slug) return null;
  const found = await findSiteCar(site, slug);
  return found ? { site, found } : null;
});

const carId = async (searchParams: Props['searchParams']) => {
  const value = (await searchParams).car_id;
  return Array.isArray(value) ? value[0] : value;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const loaded = await load((await params).site, await carId(searchParams));
  return {
    title: loaded ? `Print: ${loaded.found.car.name}` : undefined,
    // A copy of the vehicle page for paper: search engines should index /cars/{slug} instead.
    robots: { index: false, follow: false },
  };
}

// /print?car_id={slug}: the car's printable sheet (AF §2), opened in a new tab from the vehicle page.
export default async function PrintPage({ params, searchParams }: Props) {
  const loaded = await load((await params).site, await carId(searchParams));
  if (!loaded) notFound();
  const { site, found } = loaded;
  const url = carShareUrl(siteOrigin(site.config), found.car.slug);
  const sheet = carSheet(found, site.config, { url, now: new Date() });
  return (
    <>
      <PrintViewMarker />
      <PrintSheet sheet={sheet} />
    </>
  );
}
