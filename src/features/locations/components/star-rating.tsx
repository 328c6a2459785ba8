import { useId } from 'react';
import { starFills } from '../rules';

/** Lucide's star, filled: its outline path. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

/**
 * Five stars filled to a rating, the last partly (4.3: four and 30% of the fifth), named for screen
 * readers by the rating itself. The star's path is written once and each star uses it: a page of twelve
 * reviews draws over a hundred stars, and the path is most of each.
 */
export function StarRating({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  const shape = useId();
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="inline-flex">
      {starFills(rating).map((fill, i) => (
        <span key={i} className="relative inline-block" data-fill={fill}>
          <Star shape={shape} className={`${className} text-gray-300`}>
            {i === 0 && (
              <defs>
                <path id={shape} d={STAR_PATH} />
              </defs>
            )}
          </Star>
          {fill > 0 && (
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star shape={shape} className={`${className} text-amber-500`} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}

function Star({
  shape,
  className,
  children,
}: {
  shape: string;
  className: string;
  children?: React.ReactNode;
}) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      {children}
      <use href={`#${shape}`} />
    </svg>
  );
}
