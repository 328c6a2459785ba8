import Link from 'next/link';
import type { ReactNode } from 'react';
import type { YouxQuote } from '@/db/json-types';
import { formatMoney } from '@/lib/money';
import type { SiteConfig } from '@/tenancy/site-config';
import { Disclosure } from '@/ui/accordion';
import { InfoIcon } from '@/ui/icons/info';
import {
  COMPARISON_RATE_STATEMENT,
  type FinanceLender,
  financePanelFigures,
  formatRate,
} from '../../calculator-rules';

export type FinancePanelProps = {
  provider: SiteConfig['finance']['provider'];
  /** 'angle' shows a $0 final payment; 'compact' folds the loan details away. */
  layout: SiteConfig['finance']['layout'];
  lender: FinanceLender | null;
  youxQuote: YouxQuote | null;
  /** The car's one weekly figure on this site (financeDisplay().weekly), as on its card and sticky header. */
  weekly: number | null;
  /** The finance link. */
  financeHref: string;
  /** The site's finance call to action (copy.financeApprovalText). */
  ctaLabel?: string;
  /** Stands in for the finance link: the instant-quote provider's Get Finance popup. */
  cta?: ReactNode;
};

/** The sidebar's finance card (AF §2, SV §3): payments, rates and loan figures of the site's lender. */
export function FinancePanel({
  provider,
  layout,
  lender,
  youxQuote,
  weekly,
  financeHref,
  ctaLabel = 'Get Finance',
  cta,
}: FinancePanelProps) {
  const figures = financePanelFigures({ provider, layout, lender, youxQuote, weekly });
  if (!figures) return null;
  const { monthly, rates } = figures;
  const details: [string, string][] = [];
  if (figures.deposit !== null) details.push(['Deposit', formatMoney(figures.deposit)]);
  if (figures.termMonths !== null) details.push(['Term', `${figures.termMonths} months`]);
  if (figures.establishmentFee !== null)
    details.push(['Establishment fee', formatMoney(figures.establishmentFee)]);
  if (figures.finalPayment !== null) details.push(['Final payment', formatMoney(figures.finalPayment)]);
  if (figures.totalPayable !== null) details.push(['Total payable', formatMoney(figures.totalPayable)]);

  const list = (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {details.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-gray-700">{label}</dt>
          <dd className="text-right font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <section
      aria-labelledby="finance-panel-title"
      className="rounded-site border border-black/10 bg-white p-4"
    >
      <h2 id="finance-panel-title" className="text-sm font-bold uppercase tracking-wide">
        Finance
        {figures.providerName && (
          <span className="font-medium normal-case tracking-normal text-gray-700">
            {' '}
            by {figures.providerName}
          </span>
        )}
      </h2>
      {(weekly !== null || monthly !== null) && (
        <p className="mt-2 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {weekly !== null && (
            <span>
              <span className="text-3xl font-black tabular-nums tracking-tight">{formatMoney(weekly)}</span>
              <span className="text-sm font-semibold"> per week</span>
            </span>
          )}
          {monthly !== null && (
            <span className={weekly !== null ? 'text-sm text-gray-700' : ''}>
              {weekly !== null && 'or '}
              <span
                className={
                  weekly !== null
                    ? 'font-bold tabular-nums'
                    : 'text-3xl font-black tabular-nums tracking-tight'
                }
              >
                {formatMoney(monthly)}
              </span>
              <span className="text-sm font-semibold"> per month</span>
            </span>
          )}
        </p>
      )}
      {rates && (
        <p className="mt-1 text-sm">
          {figures.providerName}: {formatRate(rates.interest)} p.a. interest rate,{' '}
          <strong className="font-semibold">{formatRate(rates.comparison)} p.a. comparison rate</strong>
          <span className="mt-1 block text-xs text-gray-700">{COMPARISON_RATE_STATEMENT}</span>
        </p>
      )}
      {details.length > 0 &&
        (layout === 'compact' ? (
          <Disclosure
            className="mt-3"
            summaryClassName="cursor-pointer text-sm font-bold text-brand-ink"
            summary="Loan details"
          >
            <div className="mt-2">{list}</div>
          </Disclosure>
        ) : (
          <div className="mt-3">{list}</div>
        ))}
      {cta ?? (
        <Link
          href={financeHref}
          className="mt-4 block rounded-site bg-brand px-4 py-2.5 text-center font-bold text-brand-contrast hover:opacity-90"
        >
          {ctaLabel}
        </Link>
      )}
      <a
        href="#financeDisclaimer"
        className="mt-2 inline-flex items-center gap-1 text-xs text-gray-700 underline hover:text-brand-ink"
      >
        <InfoIcon aria-hidden="true" className="size-3.5" />
        Finance disclaimer and fine print
      </a>
    </section>
  );
}
