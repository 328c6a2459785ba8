'use client';

import { type ComponentProps, lazy } from 'react';
import { LazyHydration } from '@/ui/lazy-hydration';
import { QuickFinanceCalculator as ServerQuickFinanceCalculator } from './calculators/quick-finance-calculator';
import { CertifiedDialog as ServerCertifiedDialog } from './certified-dialog';
import {
  CollapsibleFeatures as ServerCollapsibleFeatures,
  CollapsibleLines as ServerCollapsibleLines,
} from './collapsible-lines';
import { DealerCommentsBlock as ServerDealerCommentsBlock } from './dealer-comments-block';
import { HistoryReportLink as ServerHistoryReportLink } from './history-report-link';
import { PrintActions as ServerPrintActions } from './print/print-actions';
import { ShareButton as ServerShareButton } from './share/share-button';
import { SocialShareRow as ServerSocialShareRow } from './share/social-share-row';

// The vehicle page's client components that its first paint and first press do not need: below the fold
// (specifications, comments, the history report, the share row), or under the main
// actions (the quick calculator, share, print and PDF, the certified badge's dialog). Rendered on the server at once (their
// HTML whole in the first flush), their code arrives in the browser as the page hydrates: the browser's
// bundle, where `typeof window === 'undefined'` is false at build time, keeps only the lazy() imports.

const QuickFinanceCalculator =
  typeof window === 'undefined'
    ? ServerQuickFinanceCalculator
    : lazy(() =>
        import('./calculators/quick-finance-calculator').then((m) => ({ default: m.QuickFinanceCalculator })),
      );
const CollapsibleLines =
  typeof window === 'undefined'
    ? ServerCollapsibleLines
    : lazy(() => import('./collapsible-lines').then((m) => ({ default: m.CollapsibleLines })));
const CollapsibleFeatures =
  typeof window === 'undefined'
    ? ServerCollapsibleFeatures
    : lazy(() => import('./collapsible-lines').then((m) => ({ default: m.CollapsibleFeatures })));
const DealerCommentsBlock =
  typeof window === 'undefined'
    ? ServerDealerCommentsBlock
    : lazy(() => import('./dealer-comments-block').then((m) => ({ default: m.DealerCommentsBlock })));
const HistoryReportLink =
  typeof window === 'undefined'
    ? ServerHistoryReportLink
    : lazy(() => import('./history-report-link').then((m) => ({ default: m.HistoryReportLink })));
const ShareButton =
  typeof window === 'undefined'
    ? ServerShareButton
    : lazy(() => import('./share/share-button').then((m) => ({ default: m.ShareButton })));
const CertifiedDialog =
  typeof window === 'undefined'
    ? ServerCertifiedDialog
    : lazy(() => import('./certified-dialog').then((m) => ({ default: m.CertifiedDialog })));
const SocialShareRow =
  typeof window === 'undefined'
    ? ServerSocialShareRow
    : lazy(() => import('./share/social-share-row').then((m) => ({ default: m.SocialShareRow })));

export function LazyQuickFinanceCalculator(props: ComponentProps<typeof ServerQuickFinanceCalculator>) {
  return (
    <LazyHydration>
      <QuickFinanceCalculator {...props} />
    </LazyHydration>
  );
}

export function LazyCollapsibleLines(props: ComponentProps<typeof ServerCollapsibleLines>) {
  return (
    <LazyHydration>
      <CollapsibleLines {...props} />
    </LazyHydration>
  );
}

export function LazyCollapsibleFeatures(props: ComponentProps<typeof ServerCollapsibleFeatures>) {
  return (
    <LazyHydration>
      <CollapsibleFeatures {...props} />
    </LazyHydration>
  );
}

export function LazyDealerCommentsBlock(props: ComponentProps<typeof ServerDealerCommentsBlock>) {
  return (
    <LazyHydration>
      <DealerCommentsBlock {...props} />
    </LazyHydration>
  );
}

export function LazyHistoryReportLink(props: ComponentProps<typeof ServerHistoryReportLink>) {
  return (
    <LazyHydration>
      <HistoryReportLink {...props} />
    </LazyHydration>
  );
}

export function LazySocialShareRow(props: ComponentProps<typeof ServerSocialShareRow>) {
  return (
    <LazyHydration>
      <SocialShareRow {...props} />
    </LazyHydration>
  );
}

const PrintActions =
  typeof window === 'undefined'
    ? ServerPrintActions
    : lazy(() => import('./print/print-actions').then((m) => ({ default: m.PrintActions })));

export function LazyPrintActions(props: ComponentProps<typeof ServerPrintActions>) {
  return (
    <LazyHydration>
      <PrintActions {...props} />
    </LazyHydration>
  );
}

export function LazyShareButton(props: ComponentProps<typeof ServerShareButton>) {
  return (
    <LazyHydration>
      <ShareButton {...props} />
    </LazyHydration>
  );
}

export function LazyCertifiedDialog(props: ComponentProps<typeof ServerCertifiedDialog>) {
  return (
    <LazyHydration>
      <CertifiedDialog {...props} />
    </LazyHydration>
  );
}
