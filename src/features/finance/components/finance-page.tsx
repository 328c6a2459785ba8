import Link from 'next/link';
import type { ReactNode } from 'react';
import { advertisedRates } from '@/repayments/advertised-rates';
import type { FinanceCarCard } from '@/repayments/car-finance';
import type { Site } from '@/tenancy/get-site';
import { StaticImage } from '@/ui/static-image';
import {
  carCardFigures,
  FINANCE_FORM_ID,
  FINANCE_STEPS,
  type FinanceLinkPreset,
  ratesCopy,
} from '../page-rules';

type Props = {
  site: Site;
  title: string;
  intro: string;
  /** The car the finance link names (car_id), shown in the side column instead of the steps. */
  car: FinanceCarCard | null;
  /** The finance enquiry (a leads form, drawn by the route) prefilled from the finance link. */
  enquiryForm: ReactNode;
  /** Where the Get Finance popup's trigger goes (AF §2 'Get Finance popup'); nothing until it is given. */
  popup?: ReactNode;
  /** Below the form: 'Get Finance Now' stock on a site with the call-to-action flag and no car. */
  featured?: ReactNode;
};

/**
 * The finance pages (/finance, /finance-enquiry, /apply-for-finance; AF §2): the lender's rates with the
 * comparison rate statement beside them, only where the site has rates we can back (decision 045),
 * the finance enquiry (#finance-form) prefilled from the finance link, and the side column: the three
 * steps, or the card of the link's car.
 */
export function FinancePage({ site, title, intro, car, enquiryForm, popup, featured }: Props) {
  const rates = advertisedRates(site);
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
            <p className="mt-2 max-w-2xl text-gray-700">{intro}</p>
            {rates && (
              <div data-testid="advertised-rates" className="mt-2 max-w-2xl">
                <p className="font-semibold">{ratesCopy(rates)}</p>
                <p className="mt-1 text-xs text-gray-700">{rates.statement}</p>
              </div>
            )}
            {popup && <div className="mt-4">{popup}</div>}
            <section
              id={FINANCE_FORM_ID}
              aria-labelledby={`${FINANCE_FORM_ID}-heading`}
              tabIndex={-1}
              className="mt-6 scroll-mt-24 rounded-site outline-none border border-black/10 p-4 shadow-sm sm:p-6"
            >
              <h2 id={`${FINANCE_FORM_ID}-heading`} className="mb-4 text-xl font-extrabold">
                {car ? `Finance enquiry for the ${car.name}` : 'Finance enquiry'}
              </h2>
              {enquiryForm}
            </section>
          </div>
          {car ? <CarCard car={car} noPriceText={site.config.copy.noPriceText} /> : <Steps />}
        </div>
      </div>
      {featured}
    </>
  );
}

function Steps() {
  return (
    <aside aria-labelledby="finance-steps" className="h-fit rounded-site bg-surface p-5">
      <h2 id="finance-steps" className="text-lg font-extrabold">
        How it works
      </h2>
      <ol className="mt-4 space-y-4">
        {FINANCE_STEPS.map((step, index) => (
          <li key={step} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full bg-brand font-extrabold text-brand-contrast"
            >
              {index + 1}
            </span>
            <span className="font-semibold first-letter:uppercase">{step}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}

function CarCard({ car, noPriceText }: { car: FinanceCarCard; noPriceText: string }) {
  const figures = carCardFigures(car, noPriceText);
  return (
    <aside aria-labelledby="finance-car" className="h-fit overflow-hidden rounded-site bg-surface">
      <div className="relative aspect-[4/3] bg-black/5">
        {car.primaryImageUrl ? (
          <StaticImage
            src={car.primaryImageUrl}
            alt={car.name}
            fill
            sizes="(min-width: 1024px) 352px, 100vw"
            className="object-cover"
          />
        ) : (
          <span className="grid h-full place-items-center text-sm font-semibold text-gray-700">
            Photos coming soon
          </span>
        )}
      </div>
      <div className="space-y-2 p-5">
        <h2 id="finance-car" className="text-lg font-extrabold">
          <Link href={car.path} className="underline-offset-2 hover:underline">
            {car.name}
          </Link>
        </h2>
        <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
          {figures.map((figure) => (
            <div key={figure.label} className="contents">
              <dt className="text-sm font-semibold text-gray-700">{figure.label}</dt>
              <dd>
                <span className="text-xl font-extrabold tabular-nums">{figure.amount}</span>
                {figure.note && (
                  <span className="ml-2 text-sm font-semibold text-gray-700">{figure.note}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}

/**
 * The finance enquiry's preset from the finance link (AF §2): the loan, the preferred dealership where the
 * site shows it (another would be refused with the lead, so it is left out), and a signed-in shopper's
 * details.
 */
export function financeFormPreset(
  preset: FinanceLinkPreset,
  shownDealerships: readonly { slug: string }[],
  details?: { name?: string; last_name?: string; email?: string; phone?: string },
) {
  const { carId: _carId, dealership_slug, ...loan } = preset;
  return {
    ...loan,
    ...(shownDealerships.some((d) => d.slug === dealership_slug) ? { dealership_slug } : {}),
    ...(details ? { details } : {}),
  };
}
