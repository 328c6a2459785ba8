import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contactDetailsOf } from '@/features/accounts';
import { OnlinePaymentPage } from '@/features/checkout/components/online-payment-page';
import { onlinePaymentPayees, onlinePaymentView } from '@/features/checkout/server';
import { paths } from '@/lib/paths';
import { isUuid } from '@/lib/uuid';
import { requireShopper } from '@/session';
import { getSite } from '@/tenancy/get-site';
import { sitePageMetadata } from '@/tenancy/page-metadata';

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The page answers each payer with their own payment: never shared by a cache.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSite((await params).site);
  if (!site) return {};
  return {
    ...sitePageMetadata(site.config, { title: 'Online Payment', path: paths.onlinePayment() }),
    description: `Pay ${site.config.name} online against the reference we gave you, on our payment provider's secure page.`,
  };
}

// /online-payment (AF §2): pay against a dealer's reference, behind sign-in where the site gates
// 'online-payment'; the provider sends the payer back with ?payment={id} (&cancelled=1), to its outcome.
export default async function OnlinePaymentPageRoute({ params, searchParams }: Props) {
  const site = await getSite((await params).site);
  if (!site) notFound();
  const query = await searchParams;
  const id = typeof query.payment === 'string' && isUuid(query.payment) ? query.payment : undefined;
  const cancelled = query.cancelled === '1';
  const shopper = await requireShopper(site, 'online-payment', paths.onlinePayment(id, cancelled));
  const [payment, payees] = await Promise.all([
    id ? onlinePaymentView(site, id) : null,
    onlinePaymentPayees(site),
  ]);
  return (
    <OnlinePaymentPage
      initial={payment}
      cancelled={cancelled}
      details={contactDetailsOf(shopper)}
      payees={payees}
    />
  );
}
