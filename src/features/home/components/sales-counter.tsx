'use client';

import { useEffect, useRef, useState } from 'react';
import { carsSoldToday, SALES_COUNTER_REFRESH_MS } from '../sales-counter-rules';

const ANIMATION_MS = 1200;

/**
 * The sales counter (AF §2, §4): counts up to today's sales and again every 150 seconds. The moving digits
 * are hidden from screen readers, which read the final number only, so they are not told every frame.
 * Visitors who prefer reduced motion see the number change without counting.
 */
export function SalesCounter({ renderedAt }: { renderedAt: number }) {
  // The page's own instant, the same on the server and in the browser, so hydration matches.
  const initial = carsSoldToday(new Date(renderedAt));
  const [target, setTarget] = useState(initial);
  const [shown, setShown] = useState(initial);
  const shownRef = useRef(initial);

  useEffect(() => {
    const refresh = () => setTarget(carsSoldToday(new Date()));
    // From zero on arrival: the count-up is the widget.
    shownRef.current = 0;
    refresh();
    const timer = setInterval(refresh, SALES_COUNTER_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const from = shownRef.current;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (reduced || from === target || typeof requestAnimationFrame === 'undefined') {
      shownRef.current = target;
      setShown(target);
      return;
    }
    let frame = 0;
    const started = performance.now();
    const tick = (time: number) => {
      const progress = Math.min(1, (time - started) / ANIMATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      shownRef.current = Math.round(from + (target - from) * eased);
      setShown(shownRef.current);
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target]);

  return (
    <section aria-labelledby="sales-counter" className="bg-surface">
      <div className="mx-auto flex max-w-7xl flex-col items-center gap-1 px-4 py-8 text-center">
        <p
          className="text-5xl font-black tabular-nums text-brand-ink sm:text-6xl"
          data-testid="sales-counter"
        >
          <span aria-hidden="true">{shown.toLocaleString('en-AU')}</span>
          <span className="sr-only">{target.toLocaleString('en-AU')}</span>
        </p>
        <h2 id="sales-counter" className="text-sm font-bold uppercase tracking-wider text-gray-700">
          Cars sold today
        </h2>
      </div>
    </section>
  );
}
