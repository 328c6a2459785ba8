import { notFound } from 'next/navigation';
import { dealerLocator, locatorQuery } from '@/features/locations';
import { DealerLocator } from '@/features/locations/components/dealer-locator';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = pageMetadataFor({ title: 'Dealer locator', path: paths.dealerLocator() });

// Rendered per request: open now, and the nearest first from the postcode or position in the address.
export const dynamic = 'force-dynamic';

export default async function DealerLocatorRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const now = new Date();
  const locator = await dealerLocator(site, locatorQuery(await searchParams), now);
  return (
    <DealerLocator
      siteName={site.config.name}
      locator={locator}
      now={now}
      enquireNowForClosedService={site.config.location.enquireNowForClosedService}
      linksToContact={site.config.location.linksToContact}
    />
  );
}
