import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { financeLinkPreset } from '@/features/finance';
import { FinancePage } from '@/features/finance/components/finance-page';
import { financeCarCard } from '@/features/finance/server';
import { FinanceStock } from '@/features/search/components/finance-stock';
import type { Site } from '@/tenancy/get-site';

export type FinanceQuery = Record<string, string | string[] | undefined>;

/**
 * The finance pages' one composition (AF §2): the link's car and loan, and, without a car on a site with
 * the call-to-action flag, the 'Get Finance Now' stock. The Get Finance popup's trigger goes in `popup`.
 */
export async function FinanceRoute({
  site,
  query,
  title,
  intro,
  popup,
}: {
  site: Site | null;
  query: FinanceQuery;
  title: string;
  intro: string;
  popup?: ReactNode;
}) {
  if (!site) notFound();
  const now = new Date();
  const preset = financeLinkPreset(query);
  const car = preset.carId === null ? null : await financeCarCard(site, preset.carId, now);
  return (
    <FinancePage
      site={site}
      title={title}
      intro={intro}
      car={car}
      preset={preset}
      popup={popup}
      featured={!car && site.config.finance.callToActionStock ? <FinanceStock site={site} now={now} /> : null}
    />
  );
}
