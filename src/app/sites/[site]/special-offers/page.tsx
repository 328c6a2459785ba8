import { notFound } from 'next/navigation';
import { SearchPage } from '@/features/search/components/results/search-page';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { SPECIAL_OFFERS_PRESET } from '@/search';
import { getSite } from '@/tenancy/get-site';
import { CardActions } from '../card-actions';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = pageMetadataFor({ title: 'Special Offers', path: paths.specialOffers() });

// Special offers: the site's cars with a was/now price or an offer, searched like any results page.
export default async function SpecialOffersPage(props: Props) {
  const site = await getSite((await props.params).site);
  if (!site) notFound();
  return (
    <SearchPage
      cardActions={CardActions}
      site={site}
      basePath={paths.specialOffers()}
      heading="Special Offers"
      preset={SPECIAL_OFFERS_PRESET}
      searchParams={await props.searchParams}
      variant="offers"
    />
  );
}
