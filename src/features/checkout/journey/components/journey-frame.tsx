import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatAud } from '@/lib/money';
import { CheckIcon } from '@/ui/icons/check';
import { balanceText, PURCHASE_STEPS, type PurchaseTotals } from '../../purchase-rules';
import type { CheckoutCar } from '../../view';

/**
 * Every step's frame: the steps named in order with the current one marked, the step itself, and the
 * car with its price (and, once there are sums, the balance left after the deposit) beside it.
 */
export function JourneyFrame({
  car,
  current,
  noPriceText,
  totals,
  children,
}: {
  car: CheckoutCar;
  current: number;
  noPriceText: string;
  totals?: PurchaseTotals;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <nav aria-label="Buying steps" className="mb-6">
        <ol className="flex flex-wrap gap-1 text-sm">
          {PURCHASE_STEPS.map((label, index) => (
            <li
              key={label}
              aria-current={index === current ? 'step' : undefined}
              // On a phone the steps are numbered circles, so all seven fit one line; the heading names the step.
              className={`flex items-center gap-1.5 rounded-full px-3 py-1.5 font-semibold max-md:size-8 max-md:justify-center max-md:px-0 ${index === current ? 'bg-brand text-brand-contrast' : index < current ? 'bg-surface' : 'border border-black/15 text-gray-700'}`}
            >
              {index < current ? (
                <CheckIcon aria-hidden="true" className="size-4" />
              ) : (
                <span aria-hidden="true">{index + 1}</span>
              )}
              <span className="max-md:sr-only">
                {label}
                {index < current && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="min-w-0">{children}</div>
        <aside
          aria-labelledby="buy-car"
          className="h-fit overflow-hidden rounded-site bg-surface max-lg:order-first"
        >
          <div className="flex lg:block">
            <div className="relative aspect-[4/3] w-32 shrink-0 bg-black/5 sm:w-48 lg:w-auto">
              {car.image ? (
                <Image
                  src={car.image}
                  alt={car.name}
                  fill
                  sizes="(min-width: 992px) 352px, (min-width: 576px) 192px, 128px"
                  className="object-cover"
                  priority
                />
              ) : (
                <span className="grid h-full place-items-center text-center text-sm font-semibold text-gray-700">
                  Photos coming soon
                </span>
              )}
            </div>
            <div className="min-w-0 px-4 py-3 lg:p-5">
              <h2 id="buy-car" className="font-extrabold lg:text-lg">
                <Link href={car.path} className="underline-offset-2 hover:underline">
                  {car.name}
                </Link>
              </h2>
              <p className="text-xl font-extrabold">
                {car.price !== null && car.price > 0 ? formatAud(car.price) : noPriceText}
              </p>
              {car.location && <p className="text-sm text-gray-700">{car.location.name}</p>}
            </div>
          </div>
          {totals && (
            <div className="border-t border-black/10 px-4 py-3 max-lg:hidden lg:px-5">
              <p className="font-bold">{balanceText(totals.balance)}</p>
              <p className="text-sm text-gray-700">after the {formatAud(totals.deposit)} deposit</p>
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
