'use client';

import { useStandIn } from '@/ui/lazy-hydration';
import { useDisclosure } from '@/ui/use-disclosure';
import { type SpecLine, type ToggleLabels, toggleLabel, visibleLines } from '../spec-rules';

type Props = {
  id: string;
  heading: string;
  lines: SpecLine[];
  initial: number;
  labels: ToggleLabels;
};

/** A heading and a definition grid of spec lines, the first `initial` shown until the toggle opens the rest. */
export function CollapsibleLines({ id, heading, lines, initial, labels }: Props) {
  const { expanded, contentId, toggleProps } = useDisclosure();
  const standIn = useStandIn();
  const label = toggleLabel(lines.length, initial, expanded, labels);
  if (lines.length === 0) return null;
  return (
    <section id={standIn ? undefined : id} aria-labelledby={`${id}-heading`} className="vdp-section">
      <h2 id={standIn ? undefined : `${id}-heading`} className="vdp-heading">
        {heading}
      </h2>
      <dl id={contentId} className="grid grid-cols-1 gap-x-8 sm:grid-cols-2">
        {visibleLines(lines, initial, expanded).map((line) => (
          <div
            key={line.label}
            className="flex justify-between gap-4 border-b border-black/10 py-2.5 text-sm"
          >
            <dt className="text-gray-600">{line.label}</dt>
            <dd className="text-right font-semibold">{line.value}</dd>
          </div>
        ))}
      </dl>
      {label && (
        <button {...toggleProps} className="vdp-toggle">
          {label}
        </button>
      )}
    </section>
  );
}

/** The feature list: the first 8 until 'Show All', in two columns from the sm breakpoint. */
export function CollapsibleFeatures({
  items,
  initial,
  labels,
}: {
  items: string[];
  initial: number;
  labels: ToggleLabels;
}) {
  const standIn = useStandIn();
  const { expanded, contentId, toggleProps } = useDisclosure();
  const label = toggleLabel(items.length, initial, expanded, labels);
  if (items.length === 0) return null;
  return (
    <section id={standIn ? undefined : 'features'} aria-labelledby="features-heading" className="vdp-section">
      <h2 id={standIn ? undefined : 'features-heading'} className="vdp-heading">
        Features
      </h2>
      <ul id={contentId} className="grid grid-cols-1 gap-x-8 gap-y-2 text-sm sm:grid-cols-2">
        {visibleLines(items, initial, expanded).map((item) => (
          <li key={item} className="flex items-start gap-2">
            <span aria-hidden="true" className="mt-1.5 size-1.5 shrink-0 rounded-full bg-brand" />
            {item}
          </li>
        ))}
      </ul>
      {label && (
        <button {...toggleProps} className="vdp-toggle">
          {label}
        </button>
      )}
    </section>
  );
}
