import { Star } from 'lucide-react';
import { starFills } from '../rules';

/**
 * Five stars filled to a rating, the last partly (4.3: four and 30% of the fifth), named for screen
 * readers by the rating itself.
 */
export function StarRating({ rating, className = 'size-4' }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating.toFixed(1)} out of 5`} className="inline-flex">
      {starFills(rating).map((fill, i) => (
        <span key={i} className="relative inline-block" data-fill={fill}>
          <Star
            aria-hidden="true"
            className={`${className} text-gray-300`}
            fill="currentColor"
            strokeWidth={0}
          />
          {fill > 0 && (
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star
                aria-hidden="true"
                className={`${className} text-amber-500`}
                fill="currentColor"
                strokeWidth={0}
              />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
