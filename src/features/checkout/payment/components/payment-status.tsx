'use client';

import { type ComponentType, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { getJson } from '@/lib/api-client';
import type { IconProps } from '@/ui/icons/icon';
import { keepsPolling, POLL_INTERVAL_MS, STILL_PENDING_MESSAGE, type StatusCopy } from '../status-rules';

export type StatusView = { id: string; status: string };

/** What a use's view of the payment is given to draw with. */
export type StatusControls<View> = {
  /** For the page's heading: it takes the focus when the page changes under the shopper. */
  heading: RefObject<HTMLHeadingElement | null>;
  /** A minute of asking is over and the payment is still pending. */
  stalled: boolean;
  /** Asks for another minute. */
  checkAgain: () => void;
  /** A new state from the use's own calls (a cancel, a booking); `focus` moves to the new heading. */
  update: (next: View, focus?: boolean) => void;
};

/** What a use of the payment flow gives its status view: where to ask, and how each state looks. */
export type StatusPolicy<View extends StatusView> = {
  /** GET of the payment, asked every 2 s while `polls`. */
  path: (id: string) => string;
  /** The payment in that call's answer. */
  viewOf: (body: unknown) => View | null;
  polls: (view: View) => boolean;
  /** The state the asking brings takes the focus to its heading (a page that changes whole). */
  focusWhenSettled: boolean;
  render: (view: View | null, controls: StatusControls<View>) => ReactNode;
};

/**
 * The one payment status view: a payment's state, kept current. While it is pending it asks every 2 s for
 * a minute, then offers to check again; the use draws each state (its texts, details and what can be done
 * next) from the current view.
 */
export function PaymentStatus<View extends StatusView>({
  initial,
  policy,
}: {
  initial: View | null;
  policy: StatusPolicy<View>;
}) {
  const [view, setView] = useState(initial);
  const [stalled, setStalled] = useState(false);
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by a change the shopper waited for: the control that had the focus may be gone with the old state.
  const focusHeading = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the new state has been drawn
  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [view]);

  const update = (next: View, focus = false) => {
    focusHeading.current = focus;
    setView(next);
  };

  const polling = view !== null && policy.polls(view);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the minute when the shopper asks to check again
  useEffect(() => {
    if (!view || !polling) return;
    const startedAt = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      // A failed ask is tried again at the next tick.
      const result = await getJson(policy.path(view.id), { cache: 'no-store' });
      const next = result.kind === 'failed' ? null : policy.viewOf(result.body);
      if (!stopped && next && next.status !== 'pending') {
        update(next, policy.focusWhenSettled);
        return;
      }
      if (stopped) return;
      if (keepsPolling('pending', startedAt, Date.now())) timer = setTimeout(tick, POLL_INTERVAL_MS);
      else setStalled(true);
    };
    timer = setTimeout(tick, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [view?.id, polling, round]);

  const checkAgain = () => {
    setStalled(false);
    setRound((n) => n + 1);
  };
  return policy.render(view, { heading, stalled: polling && stalled, checkAgain, update });
}

const TONES = {
  pending: 'animate-spin text-gray-700',
  done: 'text-tag-green',
  over: 'text-gray-700',
} as const;

/**
 * A state's icon, heading and lines; while it is announced (`live`), a change the shopper waits for is
 * read out. The heading takes the focus when the page changes under the shopper.
 */
export function StatusHead({
  copy,
  icon: Icon,
  tone,
  controls,
  live = true,
  textClassName,
}: {
  copy: StatusCopy;
  icon: ComponentType<IconProps>;
  tone: keyof typeof TONES;
  controls: StatusControls<never>;
  live?: boolean;
  textClassName?: string;
}) {
  return (
    <div aria-live={live ? 'polite' : undefined} className="flex items-start gap-3">
      <Icon aria-hidden="true" className={`mt-1 size-8 shrink-0 ${TONES[tone]}`} />
      <div className={textClassName}>
        <h1
          ref={controls.heading}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
        >
          {copy.heading}
        </h1>
        {copy.lines.map((line) => (
          <p key={line} className="mt-2 text-lg">
            {line}
          </p>
        ))}
        {controls.stalled && <p className="mt-2">{STILL_PENDING_MESSAGE}</p>}
      </div>
    </div>
  );
}

const CHECK_AGAIN_CLASS = 'rounded-site border border-black/15 px-4 py-2.5 font-bold hover:bg-surface';

/** Offered once a minute of asking is over: another minute. */
export function CheckAgain({ controls, className }: { controls: StatusControls<never>; className?: string }) {
  if (!controls.stalled) return null;
  return (
    <button
      type="button"
      onClick={controls.checkAgain}
      className={className ? `${className} ${CHECK_AGAIN_CLASS}` : CHECK_AGAIN_CLASS}
    >
      Check again
    </button>
  );
}
