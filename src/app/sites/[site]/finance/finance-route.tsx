import { notFound } from 'next/navigation';
import { financeLinkPreset, offersInstantQuote } from '@/features/finance';
import { FinancePage, financeFormPreset } from '@/features/finance/components/finance-page';
import { GetFinancePopup } from '@/features/finance/components/get-finance-popup';
import { financeCarCard } from '@/features/finance/server';
import { leadFormSetup } from '@/features/leads';
import { LazyLeadForm } from '@/features/leads/components/lazy-lead-form';
import { FinanceStock } from '@/features/search/components/finance-stock';
import type { Site } from '@/tenancy/get-site';
import { CardActions } from '../card-actions';
import { PhoneVerification } from '../phone-verification';

export type FinanceQuery = Record<string, string | string[] | undefined>;

/**
 * The finance pages' one composition (AF §2): the link's car and loan, the Get Finance popup on a site whose
 * provider quotes instantly, and, without a car on a site with the call-to-action flag, the 'Get Finance
 * Now' stock.
 */
export async function FinanceRoute({
  site,
  query,
  title,
  intro,
  details,
}: {
  site: Site | null;
  query: FinanceQuery;
  title: string;
  intro: string;
  details?: { name?: string; last_name?: string; email?: string; phone?: string };
}) {
  if (!site) notFound();
  const now = new Date();
  const preset = financeLinkPreset(query);
  const car = preset.carId === null ? null : await financeCarCard(site, preset.carId, now);
  const setup = await leadFormSetup(site);
  return (
    <FinancePage
      site={site}
      title={title}
      intro={intro}
      car={car}
      enquiryForm={
        <LazyLeadForm
          form="finance-enquiry"
          setup={setup}
          car={car && { id: car.id, name: car.name, slug: car.slug, type: car.carType }}
          preset={financeFormPreset(preset, setup.dealerships, details)}
        />
      }
      popup={
        offersInstantQuote(site.config.finance) && (
          <GetFinancePopup
            PhoneVerification={PhoneVerification}
            label={site.config.copy.financeApprovalText}
            carName={car?.name}
            siteSlug={site.slug}
            car={car && { id: car.id, year: car.year, vin: car.vin, nvic: car.nvic, price: car.price }}
            className="block w-full rounded-site bg-brand px-4 py-2.5 text-center font-bold text-brand-contrast hover:opacity-90"
          />
        )
      }
      featured={
        !car && site.config.finance.callToActionStock ? (
          <FinanceStock site={site} now={now} cardActions={CardActions} />
        ) : null
      }
    />
  );
}
