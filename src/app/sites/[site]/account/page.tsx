import { notFound } from 'next/navigation';
import { getDb } from '@/db';
import { accountData } from '@/features/accounts';
import { AccountPage } from '@/features/accounts/components/account-page';
import { pageMetadataFor } from '@/features/site-shell';
import { stateTimeZone } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { requireShopper, type Shopper } from '@/session';
import { getSite } from '@/tenancy/get-site';

type Props = { params: Promise<{ site: string }> };

// What the platform holds about the signed-in shopper, and deleting it: personal, never indexed.
export const generateMetadata = pageMetadataFor({
  title: 'Your details',
  path: paths.account(),
  robots: { index: false, follow: false },
});

export const dynamic = 'force-dynamic';

export default async function Account({ params }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const shopper = (await requireShopper(site, 'account', paths.account())) as Shopper;
  const data = await accountData(await getDb(), shopper);
  if (!data) notFound();
  return <AccountPage data={data} timeZone={stateTimeZone(site.config.defaultState)} />;
}
