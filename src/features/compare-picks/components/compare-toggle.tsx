'use client';
import { GitCompareArrowsIcon } from '@/ui/icons/git-compare-arrows';
import { useComparePicks } from './compare-store';

type Props = { siteSlug: string; carSlug: string; carName: string };

/** 'Compare' on a card: picks the car for the side-by-side comparison (up to four; the oldest gives way). */
export function CompareToggle({ siteSlug, carSlug, carName }: Props) {
  const { picks, toggle } = useComparePicks(siteSlug);
  const picked = picks.includes(carSlug);
  return (
    <button
      type="button"
      onClick={() => toggle(carSlug)}
      aria-pressed={picked}
      aria-label={`Compare ${carName}`}
      className={`inline-flex items-center gap-1.5 rounded-site border px-3 py-1.5 text-sm font-semibold ${
        picked
          ? 'border-brand bg-brand text-brand-contrast'
          : 'border-gray-300 bg-white hover:border-gray-500'
      }`}
    >
      <GitCompareArrowsIcon aria-hidden="true" className="size-4" />
      Compare
    </button>
  );
}
