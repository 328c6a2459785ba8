// The Lighthouse part's rules: which page of a site stands for each page type, what a run's report is
// reduced to, and the Core Web Vitals targets (ARCHITECTURE.md §9) each page is held to.

import { type CheckoutRoute, paths } from '../../src/lib/paths';

export const PAGE_TYPES = [
  'home',
  'results',
  'vehicle',
  'finance',
  'trade-in',
  'checkout',
  'dealer locator',
  'location',
  'blog',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

/** What of a site's configuration (config/sites/{site}.json) decides its pages' paths. */
export type SiteRoutes = {
  features?: { usedCarRoutes?: boolean; checkoutRoute?: CheckoutRoute; blog?: boolean };
};

/**
 * Each page type's path on a site, given a car in stock and one of its locations; null where the site
 * has no such page (the blog is a feature a site may not have).
 */
export function pagePaths(
  site: SiteRoutes,
  carPath: string,
  locationPath: string,
): Record<PageType, string | null> {
  const slug = carPath.replace(/^\/cars\//, '');
  return {
    home: paths.home(),
    results: paths.stock(site.features?.usedCarRoutes ?? false),
    vehicle: carPath,
    finance: paths.finance(),
    'trade-in': paths.tradeIn(),
    checkout: paths.checkout(slug, site.features?.checkoutRoute ?? 'checkout'),
    'dealer locator': paths.dealerLocator(),
    location: locationPath,
    blog: site.features?.blog ? paths.blog() : null,
  };
}

export type PageScores = {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  tbt_ms: number;
  cls: number;
  /** Ids of the scored audits that fail in categories other than performance, comma separated (one line in
   * bench/results.json, as Biome formats it). */
  failing: string;
  /** The element Lighthouse took for the largest contentful paint, as its selector. */
  lcp_element: string | null;
};

export const TARGETS = {
  performance: 98,
  lcpMs: 1500,
  tbtMs: 100,
  /** Lighthouse shows CLS to three decimals; a shift too small to show there is none. */
  clsBelow: 0.0005,
  others: 100,
} as const;

export type Verdict = { target: string; pass: boolean; value: string };

export function verdicts(s: PageScores): Verdict[] {
  return [
    {
      target: `performance ≥ ${TARGETS.performance}`,
      pass: s.performance >= TARGETS.performance,
      value: `${s.performance}`,
    },
    {
      target: `LCP ≤ ${TARGETS.lcpMs / 1000} s`,
      pass: s.lcp_ms <= TARGETS.lcpMs,
      value: `${(s.lcp_ms / 1000).toFixed(2)} s`,
    },
    { target: `TBT ≤ ${TARGETS.tbtMs} ms`, pass: s.tbt_ms <= TARGETS.tbtMs, value: `${s.tbt_ms} ms` },
    { target: 'CLS 0', pass: s.cls < TARGETS.clsBelow, value: s.cls.toFixed(3) },
    { target: 'accessibility 100', pass: s.accessibility >= TARGETS.others, value: `${s.accessibility}` },
    { target: 'best practices 100', pass: s.best_practices >= TARGETS.others, value: `${s.best_practices}` },
    { target: 'SEO 100', pass: s.seo >= TARGETS.others, value: `${s.seo}` },
  ];
}

/** The parts of a Lighthouse result (LH.Result) read here. */
export type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown }>;
};

type Details = { items?: { type?: string; selector?: string }[] };

/** The LCP breakdown insight lists the phases' table, then the element as a node. */
function lcpElement(details: unknown): string | null {
  return (details as Details | undefined)?.items?.find((item) => item.type === 'node')?.selector ?? null;
}

const percent = (score: number | null | undefined) => Math.round((score ?? 0) * 100);

export function scoresOf(report: Report): PageScores {
  const { categories, audits } = report;
  const failing = ['accessibility', 'best-practices', 'seo']
    .flatMap((category) =>
      (categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 0) < 1)
        .map((ref) => ref.id),
    )
    .join(', ');
  return {
    performance: percent(categories.performance?.score),
    accessibility: percent(categories.accessibility?.score),
    best_practices: percent(categories['best-practices']?.score),
    seo: percent(categories.seo?.score),
    lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    failing,
    lcp_element: lcpElement(audits['lcp-breakdown-insight']?.details),
  };
}
