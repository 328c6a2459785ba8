import { formatAud } from '@/lib/money';
import { PREORDER_LABEL, type PriceBlock as PriceBlockData } from '../price-rules';

/** Was / now price, price type, subscription price, PREORDER, or the site's no-price text. */
export function PriceBlock({ price }: { price: PriceBlockData }) {
  return (
    <div className="space-y-1">
      {price.preorder && (
        <p className="inline-block rounded-sm bg-accent px-2 py-0.5 text-xs font-bold tracking-wide text-accent-contrast">
          {PREORDER_LABEL}
        </p>
      )}
      {price.now !== null ? (
        <p className="flex flex-wrap items-baseline gap-x-2">
          {price.was !== null && (
            <span className="text-base text-gray-600">
              <span className="sr-only">Was </span>
              <s>{formatAud(price.was)}</s>
            </span>
          )}
          <span className="text-3xl font-extrabold tracking-tight">
            {price.was !== null && <span className="sr-only">Now </span>}
            {formatAud(price.now)}
          </span>
          {price.priceType && (
            <span className="text-xs font-semibold uppercase text-gray-600">{price.priceType}</span>
          )}
        </p>
      ) : (
        <p className="text-2xl font-bold">{price.noPriceText}</p>
      )}
      {price.subscription !== null && (
        <p className="text-sm text-gray-700">
          Or subscribe from <strong>{formatAud(price.subscription)}</strong>/wk
        </p>
      )}
    </div>
  );
}
