import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConsoleFrame } from '@/features/console/components/console-frame';
import { ConsoleNav } from '@/features/console/components/console-nav';
import { PageLinks } from '@/features/console/components/page-links';
import { HoldControls, RefundControl } from '@/features/console/components/payment-actions';
import { PaymentFilters } from '@/features/console/components/payment-filters';
import { PaymentTable } from '@/features/console/components/payment-table';
import { SiteHeading } from '@/features/console/components/site-heading';
import { consoleSite } from '@/features/console/console-site';
import { siteScreens } from '@/features/console/page-leads';
import { requirePageStaff } from '@/features/console/page-staff';
import { listPayments, paymentViewer } from '@/features/console/payments/payment-list';
import { paymentPageCount, paymentQuery, readPaymentFilter } from '@/features/console/payments/payment-rules';
import { consolePaths } from '@/lib/console-paths';
import { formatAudCents } from '@/lib/money';
import { HOLD_HOURS } from '@/payments/hold-rules';
import { staffAuth, staffCan } from '@/staff';

export const metadata: Metadata = { title: 'Payments' };

type Props = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export default async function PaymentsPage({ params, searchParams }: Props) {
  const staff = await requirePageStaff();
  const site = await consoleSite((await params).site);
  if (!site || !staffCan(staff, site, 'payments.read')) notFound();
  const viewer = await paymentViewer(staff, { ...site, dealershipIds: site.dealerships.map((d) => d.id) });
  if (!viewer) notFound();
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) query.set(name, first);
  }
  const filter = readPaymentFilter(query);
  const { db } = await staffAuth();
  const { rows, total } = await listPayments(db, viewer, filter);
  const manages = staffCan(staff, site, 'payments.manage');
  return (
    <ConsoleFrame nav={<ConsoleNav staff={staff} />}>
      <SiteHeading site={site} title="Payments" current="payments" screens={siteScreens(staff, site)} />
      <p className="mb-4 max-w-prose">
        Deposits taken to hold a car (reserved or bought online) and payments made against your references,
        newest first. Times are on the clock of the car’s or payment’s location.
      </p>
      <PaymentFilters site={site.slug} filter={filter} total={total} />
      <PaymentTable
        site={site.slug}
        rows={rows}
        actions={(row) => {
          if (!manages) return null;
          if (row.refundable)
            return (
              <RefundControl
                site={site.slug}
                payment={row.id}
                seen={row.updatedAt.toISOString()}
                amount={formatAudCents(row.amountCents)}
                reference={row.reference ?? ''}
              />
            );
          if (!row.actions || !row.car || !Object.values(row.actions).some(Boolean)) return null;
          return (
            <HoldControls
              site={site.slug}
              reservation={row.id}
              seen={row.updatedAt.toISOString()}
              allowed={row.actions}
              deposit={formatAudCents(row.amountCents)}
              car={row.car.title}
              extendHours={HOLD_HOURS}
            />
          );
        }}
      />
      <PageLinks
        page={filter.page}
        pages={paymentPageCount(total)}
        link={(page) => consolePaths.payments(site.slug, paymentQuery(filter, { page }))}
        label="Pages of payments"
      />
    </ConsoleFrame>
  );
}
