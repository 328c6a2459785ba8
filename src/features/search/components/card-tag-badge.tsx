import type { CardTag } from '@/search/rules';
import { BadgeCheckIcon } from '@/ui/icons/badge-check';

const tones: Record<string, string> = {
  sold: 'bg-gray-900 text-white',
  electric: 'bg-sky-700 text-white',
  hybrid: 'bg-emerald-700 text-white',
  reserved: 'bg-amber-400 text-black',
  'coming-soon': 'bg-indigo-700 text-white',
  new: 'bg-brand text-brand-contrast',
  red: 'bg-tag text-white',
  green: 'bg-tag-green text-white',
};

export function CardTagBadge({ tag }: { tag: NonNullable<CardTag> }) {
  if (tag.kind === 'certified') {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-bold text-gray-900 shadow">
        <BadgeCheckIcon aria-hidden="true" className="size-4 text-brand-ink" />
        {tag.text}
      </span>
    );
  }
  const tone = tag.kind === 'own' ? tones[tag.tone] : tones[tag.kind];
  return (
    <span className={`rounded-sm px-2 py-1 text-xs font-bold uppercase tracking-wide ${tone}`}>
      {tag.text}
    </span>
  );
}
