import { notFound } from 'next/navigation';
import { unsubscribeTargetFor } from '@/features/saved-searches';
import { UnsubscribePage } from '@/features/saved-searches/components/unsubscribe-page';
import { pageMetadataFor } from '@/features/site-shell';
import { paths } from '@/lib/paths';
import { getSite } from '@/tenancy/get-site';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// /unsubscribe?token=… : the link in every saved-search alert. Personal, so never indexed or cached.
export const generateMetadata = pageMetadataFor({
  title: 'Saved search alerts',
  path: paths.unsubscribePage(),
  robots: { index: false, follow: false },
});

export const dynamic = 'force-dynamic';

export default async function Unsubscribe({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const { token } = await searchParams;
  const given = typeof token === 'string' ? token : null;
  return (
    <UnsubscribePage
      siteName={site.config.name}
      token={given}
      target={await unsubscribeTargetFor(site, given)}
    />
  );
}
