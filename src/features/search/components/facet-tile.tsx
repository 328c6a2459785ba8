import Link from 'next/link';
import { formatNumber } from '@/lib/money';
import { StaticImage } from '@/ui/static-image';

type Props = {
  label: string;
  count: number;
  /** An optional logo (e.g. a make's), drawn 47x40 above the label. */
  logo?: string | null;
  /** A link tile… */
  href?: string;
  /** …or a toggle: pressed when selected. */
  onSelect?: () => void;
  selected?: boolean;
};

/** A facet tile (AF §2 'Other widgets'): label, count, optional logo; a link, a toggle button or plain. */
export function FacetTile({ label, count, logo, href, onSelect, selected = false }: Props) {
  const body = (
    <>
      {logo && (
        <StaticImage src={logo} alt="" width={47} height={40} className="h-10 w-[47px] object-contain" />
      )}
      <span className="font-bold leading-tight">{label}</span>
      <span className={`text-sm ${selected ? 'text-brand-contrast' : 'text-gray-700'}`}>
        {formatNumber(count)}
        <span className="sr-only"> in stock</span>
      </span>
    </>
  );
  const className = `flex h-full w-full flex-col items-center justify-center gap-1 rounded-site border px-3 py-2 text-center transition ${
    selected ? 'border-brand bg-brand text-brand-contrast' : 'border-black/15 bg-white hover:border-brand'
  }`;
  if (href)
    return (
      <Link href={href} className={className}>
        {body}
      </Link>
    );
  if (onSelect)
    return (
      <button type="button" aria-pressed={selected} onClick={onSelect} className={className}>
        {body}
      </button>
    );
  return <div className={className}>{body}</div>;
}
