'use client';

import { useEffect, useState } from 'react';
import { formatAud } from '@/lib/money';
import { PhoneIcon } from '@/ui/icons/phone';
import { StaticImage } from '@/ui/static-image';
import { stickyState } from '../sticky-rules';

type Props = {
  image: string | null;
  name: string;
  summary: string;
  price: number | null;
  priceType: string | null;
  noPriceText: string;
  /** The car's one weekly figure on this site (financeDisplay().weekly); null shows none. */
  weekly: number | null;
  /** Get Finance; null where finance is not offered for the car. */
  finance: { label: string; href: string } | null;
  tradeIn: { label: string; href: string } | null;
  enquire: { label: string; href: string } | null;
  phone: { label: string; href: string } | null;
};

/**
 * The sticky header past 500 px of scroll (image, name, transmission and body, price, price type, weekly
 * estimate, Get Finance and Trade-In Valuation) and, on phones, the call-to-action bar at the bottom that
 * takes its opened style past 900 px. One passive scroll listener, state changes only at the thresholds.
 */
export function StickyBars(props: Props) {
  const [state, setState] = useState({ header: false, ctaOpened: false });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = stickyState(window.scrollY);
      setState((prev) => (prev.header === next.header && prev.ctaOpened === next.ctaOpened ? prev : next));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  const priceText = props.price !== null ? formatAud(props.price) : props.noPriceText;
  return (
    <>
      <div
        data-testid="sticky-header"
        data-visible={state.header}
        inert={!state.header}
        className={`fixed inset-x-0 top-0 z-40 border-b border-black/10 bg-white/95 shadow-md backdrop-blur transition-transform duration-200 ${
          state.header ? 'translate-y-0' : '-translate-y-full'
        }`}
      >
        <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-2">
          {props.image && (
            <StaticImage
              src={props.image}
              alt=""
              width={72}
              height={48}
              quality={60}
              className="hidden h-12 w-18 rounded-sm object-cover sm:block"
            />
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-bold">{props.name}</p>
            <p className="hidden truncate text-xs text-gray-600 xs:block">{props.summary}</p>
          </div>
          {/* Price and weekly figure at every width: on a phone they are what the bar is for. */}
          <div data-testid="sticky-price" className="shrink-0 text-right">
            <p className="text-base font-extrabold leading-tight md:text-lg">
              {priceText}{' '}
              {props.price !== null && props.priceType && (
                <span className="hidden text-xs font-semibold uppercase text-gray-600 sm:inline">
                  {props.priceType}
                </span>
              )}
            </p>
            {props.weekly !== null && (
              <p className="text-xs text-gray-700">
                Est. <strong>{formatAud(props.weekly)}</strong>/wk
              </p>
            )}
          </div>
          {props.finance && (
            <a
              href={props.finance.href}
              className="shrink-0 rounded-site bg-brand px-3 py-2 text-sm font-bold whitespace-nowrap text-brand-contrast"
            >
              {props.finance.label}
            </a>
          )}
          {props.tradeIn && (
            <a
              href={props.tradeIn.href}
              className="hidden rounded-site border border-black/15 px-3 py-2 text-sm font-bold whitespace-nowrap hover:bg-surface sm:block"
            >
              {props.tradeIn.label}
            </a>
          )}
        </div>
      </div>

      <div
        data-testid="mobile-cta"
        data-bottom-bar
        data-opened={state.ctaOpened}
        className={`fixed inset-x-0 bottom-0 z-40 border-t border-black/10 bg-white shadow-[0_-4px_16px_rgb(0_0_0/0.12)] md:hidden ${
          state.ctaOpened ? 'py-3' : 'py-2'
        }`}
      >
        <div className="flex items-center gap-2 px-3">
          {state.ctaOpened && (
            <p className="min-w-0 flex-1 text-sm">
              <span className="block truncate font-bold">{props.name}</span>
              <span className="font-extrabold">{priceText}</span>
            </p>
          )}
          {props.phone && (
            <a
              href={props.phone.href}
              aria-label={`Call ${props.phone.label}`}
              className={`flex items-center justify-center gap-1.5 rounded-site border border-black/15 px-3 py-2.5 text-sm font-bold ${
                state.ctaOpened ? '' : 'flex-1'
              }`}
            >
              <PhoneIcon aria-hidden="true" className="size-4" />
              {state.ctaOpened ? null : 'Call'}
            </a>
          )}
          {props.enquire && (
            <a
              href={props.enquire.href}
              className={`rounded-site bg-brand px-4 py-2.5 text-center text-sm font-bold text-brand-contrast ${
                state.ctaOpened ? '' : 'flex-1'
              }`}
            >
              {props.enquire.label}
            </a>
          )}
        </div>
      </div>
    </>
  );
}
