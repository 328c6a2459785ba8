'use client';

import Image from 'next/image';
import Link from 'next/link';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { PurchasePlan } from '@/db/schema';
import {
  type DeliveryQuote,
  deliveryInputError,
  deliveryPriceText,
  deliveryResult,
} from '@/inventory/delivery-rules';
import { formatAud } from '@/lib/money';
import { apiPaths, paths } from '@/lib/paths';
import { Field, TextInput } from '@/ui/field';
import { CheckIcon } from '@/ui/icons/check';
import { useHydrated } from '@/ui/use-hydrated';
import type { JourneyTradeIn } from '../journey-data';
import { PAYMENT_CANCELLED_MESSAGE } from '../payment/status-rules';
import {
  BALANCE_AT_HANDOVER,
  BUY_ONLINE_HEADING,
  balanceText,
  NOT_FOR_SALE_ONLINE_MESSAGE,
  PAYMENT_CHOICES,
  PURCHASE_STEPS,
  purchaseTotals,
} from '../purchase-rules';
import { ALREADY_RESERVED_MESSAGE, FULLY_REFUNDABLE, HOLD_TEXT } from '../rules';
import type { CheckoutCar, ReservationView } from '../view';
import { HandoverBooking } from './handover-booking';
import { ReservationStatus } from './reservation-status';
import { type ReserveDetails, ReserveForm } from './reserve-form';

type Choices = {
  step: number;
  fulfilment: 'pickup' | 'delivery';
  postcode: string;
  delivery: { postcode: string; region: string; price: number } | null;
  tradeIn: 'none' | 'valuation';
  payment: 'pay' | 'finance';
};

const START: Choices = {
  step: 0,
  fulfilment: 'pickup',
  postcode: '',
  delivery: null,
  tradeIn: 'none',
  payment: 'pay',
};
const REVIEW = PURCHASE_STEPS.indexOf('Review');
const TRADE_IN = PURCHASE_STEPS.indexOf('Trade-in');
const storageKey = (slug: string) => `buy-online:${slug}`;

type Props = {
  car: CheckoutCar;
  weeklyRepayment: number | null;
  tradeIn: JourneyTradeIn | null;
  reservation: ReservationView | null;
  cancelled: boolean;
  noPriceText: string;
  /** The site delivers cars (the delivery calculator's regions); else they are picked up. */
  delivers: boolean;
  details?: ReserveDetails;
};

/**
 * Buying a car online (/checkout-journey?car_id=; AF §2): the car and its price, delivery (the delivery
 * calculator's price) or pick-up, a trade-in valued by the trade-in journey, finance or pay, a review
 * with the sums, then the deposit on the provider's page and, back here, the handover booking. The
 * choices are kept for the browser session, so a trip to value a trade-in or to pay resumes here.
 */
export function PurchaseJourney(props: Props) {
  const { car, reservation } = props;
  if (reservation?.purchase)
    return (
      <Frame car={car} current={PURCHASE_STEPS.length - 1} noPriceText={props.noPriceText}>
        <ReservationStatus
          initial={reservation}
          checkoutHref={paths.checkoutJourney(car.slug)}
          after={(view, update) =>
            view.status === 'held' && view.purchase ? (
              <HandoverBooking reservation={view} onBooked={update} />
            ) : null
          }
        />
      </Frame>
    );
  return <Steps {...props} />;
}

function Steps({ car, weeklyRepayment, tradeIn, cancelled, noPriceText, delivers, details }: Props) {
  const [choices, setChoices] = useState<Choices>(() => ({
    ...START,
    ...(cancelled ? { step: REVIEW } : {}),
    ...(tradeIn ? { step: TRADE_IN, tradeIn: 'valuation' as const } : {}),
  }));
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // The session's choices, once the page is in the browser; a valuation or a cancelled payment in the
  // address says which step to open on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on arrival
  useEffect(() => {
    const saved = readChoices(car.slug);
    if (!saved) return;
    setChoices({
      ...saved,
      ...(cancelled ? { step: REVIEW } : {}),
      ...(tradeIn ? { step: TRADE_IN, tradeIn: 'valuation' } : {}),
    });
  }, []);

  useEffect(() => {
    sessionStorage.setItem(storageKey(car.slug), JSON.stringify(choices));
  }, [car.slug, choices]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows a change of step, not of a choice
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    heading.current?.focus();
  }, [choices.step]);

  const go = (step: number) => {
    moved.current = true;
    setChoices((c) => ({ ...c, step }));
  };
  const set = (patch: Partial<Choices>) => setChoices((c) => ({ ...c, ...patch }));
  const plan = planOf(car, delivers ? choices : { ...choices, fulfilment: 'pickup' }, tradeIn);
  const totals = purchaseTotals(plan, car.deposit);
  const step = PURCHASE_STEPS[choices.step];

  if (!car.reservable || car.price === null || car.price <= 0)
    return (
      <Frame car={car} current={0} noPriceText={noPriceText}>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{BUY_ONLINE_HEADING}</h1>
        <p className="mt-4 rounded-site bg-surface p-5 font-semibold">
          {car.reserved
            ? ALREADY_RESERVED_MESSAGE
            : car.reservable
              ? 'This car has no price to buy it at online.'
              : NOT_FOR_SALE_ONLINE_MESSAGE}
        </p>
        <Link href={car.path} className="mt-4 inline-block font-semibold underline underline-offset-2">
          Back to the car
        </Link>
      </Frame>
    );

  return (
    <Frame car={car} current={choices.step} noPriceText={noPriceText} totals={totals} plan={plan}>
      <p className="text-sm font-bold uppercase tracking-wide text-gray-700">
        {BUY_ONLINE_HEADING}: step {choices.step + 1} of {PURCHASE_STEPS.length}
      </p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 text-3xl font-extrabold tracking-tight outline-none">
        {step}
      </h1>
      {cancelled && choices.step === REVIEW && (
        <p
          role="status"
          className="mt-4 rounded-site border border-black/15 bg-surface px-4 py-3 font-semibold"
        >
          {PAYMENT_CANCELLED_MESSAGE}
        </p>
      )}
      <div className="mt-5 space-y-5">
        {step === 'Your car' && (
          <>
            <section aria-label="Deposit" className="rounded-site bg-surface p-5">
              <p className="flex flex-wrap items-baseline gap-x-3">
                <span className="text-2xl font-extrabold">{formatAud(car.deposit)} deposit</span>
                <span className="font-bold text-tag-green">{FULLY_REFUNDABLE}</span>
              </p>
              <p className="mt-2">{HOLD_TEXT}</p>
            </section>
            <p>
              Choose how you get the car, add your trade-in and how you pay. You see every figure before you
              pay the deposit. {BALANCE_AT_HANDOVER}.
            </p>
            <Next onClick={() => go(1)} />
          </>
        )}
        {step === 'Delivery or pick-up' && (
          <DeliveryStep
            car={car}
            delivers={delivers}
            choices={choices}
            set={set}
            onBack={() => go(0)}
            onNext={() => go(2)}
          />
        )}
        {step === 'Trade-in' && (
          <TradeInStep
            car={car}
            choices={choices}
            tradeIn={tradeIn}
            set={set}
            onBack={() => go(1)}
            onNext={() => go(3)}
          />
        )}
        {step === 'Finance or pay' && (
          <FinanceStep
            weeklyRepayment={weeklyRepayment}
            choices={choices}
            set={set}
            onBack={() => go(2)}
            onNext={() => go(REVIEW)}
          />
        )}
        {step === 'Review' && (
          <>
            <Summary plan={plan} totals={totals} />
            <section
              aria-labelledby="buy-details-heading"
              className="rounded-site border border-black/10 p-4 sm:p-6"
            >
              <h2 id="buy-details-heading" className="mb-4 text-xl font-extrabold">
                Your details
              </h2>
              <ReserveForm
                carSlug={car.slug}
                deposit={car.deposit}
                details={details}
                purchase={{
                  fulfilment: plan.fulfilment.method,
                  postcode: plan.fulfilment.method === 'delivery' ? plan.fulfilment.postcode : undefined,
                  valuation_id: plan.tradeIn?.valuationId,
                  payment: choices.payment,
                }}
              />
            </section>
            <Back onClick={() => go(3)} />
          </>
        )}
      </div>
    </Frame>
  );
}

/** The plan as the browser knows it, for the running sums; the server prices the same choices again. */
function planOf(car: CheckoutCar, choices: Choices, tradeIn: JourneyTradeIn | null): PurchasePlan {
  const delivery = choices.fulfilment === 'delivery' ? choices.delivery : null;
  return {
    price: car.price ?? 0,
    fulfilment: delivery
      ? { method: 'delivery', ...delivery }
      : { method: 'pickup', location: car.location?.name ?? null },
    tradeIn: choices.tradeIn === 'valuation' && tradeIn ? tradeIn : null,
    payment: choices.payment,
    weeklyRepayment: null,
  };
}

function readChoices(slug: string): Choices | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(storageKey(slug)) ?? 'null') as Partial<Choices> | null;
    if (!value || typeof value !== 'object') return null;
    const step = Number(value.step);
    return {
      step: Number.isInteger(step) && step >= 0 && step <= REVIEW ? step : 0,
      fulfilment: value.fulfilment === 'delivery' ? 'delivery' : 'pickup',
      postcode: typeof value.postcode === 'string' ? value.postcode.slice(0, 4) : '',
      delivery:
        value.delivery &&
        typeof value.delivery.region === 'string' &&
        typeof value.delivery.price === 'number' &&
        typeof value.delivery.postcode === 'string'
          ? value.delivery
          : null,
      tradeIn: value.tradeIn === 'valuation' ? 'valuation' : 'none',
      payment: value.payment === 'finance' ? 'finance' : 'pay',
    };
  } catch {
    return null;
  }
}

function Frame({
  car,
  current,
  noPriceText,
  totals,
  plan,
  children,
}: {
  car: CheckoutCar;
  current: number;
  noPriceText: string;
  totals?: ReturnType<typeof purchaseTotals>;
  plan?: PurchasePlan;
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
          {totals && plan && (
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

function Summary({ plan, totals }: { plan: PurchasePlan; totals: ReturnType<typeof purchaseTotals> }) {
  const rows: [string, string][] = [
    ['Price', formatAud(totals.price)],
    [
      plan.fulfilment.method === 'delivery'
        ? `Delivery to ${plan.fulfilment.postcode} (${plan.fulfilment.region})`
        : plan.fulfilment.location
          ? `Pick up from ${plan.fulfilment.location}`
          : 'Pick up',
      deliveryPriceText(totals.delivery),
    ],
    ...(plan.tradeIn
      ? ([[`Trade-in: ${plan.tradeIn.vehicle}`, `−${formatAud(totals.tradeIn)}`]] as [string, string][])
      : []),
    [`Deposit today (${FULLY_REFUNDABLE.toLowerCase()})`, `−${formatAud(totals.deposit)}`],
  ];
  return (
    <section aria-labelledby="buy-summary-heading" className="rounded-site bg-surface p-5">
      <h2 id="buy-summary-heading" className="text-xl font-extrabold">
        Your purchase
      </h2>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
        <dt className="border-t border-black/15 pt-2 font-extrabold">Balance at handover</dt>
        <dd
          className="border-t border-black/15 pt-2 text-right font-extrabold tabular-nums"
          data-testid="purchase-balance"
        >
          {totals.balance < 0 ? `−${formatAud(-totals.balance)}` : formatAud(totals.balance)}
        </dd>
      </dl>
      <p className="mt-3 text-sm">
        {totals.balance > 0 && `${PAYMENT_CHOICES[plan.payment]}. `}
        {balanceText(totals.balance)}.
      </p>
    </section>
  );
}

type StepProps = {
  choices: Choices;
  set: (patch: Partial<Choices>) => void;
  onBack: () => void;
  onNext: () => void;
};

function DeliveryStep({
  car,
  delivers,
  choices,
  set,
  onBack,
  onNext,
}: StepProps & { car: CheckoutCar; delivers: boolean }) {
  const [answer, setAnswer] = useState<DeliveryQuote | null>(null);
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fulfilment = delivers ? choices.fulfilment : 'pickup';
  const priced = fulfilment === 'pickup' || choices.delivery?.postcode === choices.postcode.trim();

  async function check() {
    const problem = deliveryInputError(choices.postcode);
    if (problem) {
      setError(problem);
      return;
    }
    const code = choices.postcode.trim();
    setBusy(true);
    setError(null);
    let quote: DeliveryQuote;
    try {
      const response = await fetch(apiPaths.deliveryPrice(code, car.slug));
      quote = deliveryResult(code, response.status, await response.json().catch(() => null));
    } catch {
      quote = deliveryResult(code, null, null);
    }
    setBusy(false);
    setAnswer(quote);
    set({ delivery: quote.ok ? { postcode: code, region: quote.region, price: quote.price } : null });
  }

  return (
    <>
      <Choice
        legend="How would you like to get the car?"
        name="fulfilment"
        value={fulfilment}
        onChange={(value) => set({ fulfilment: value })}
        options={[
          {
            value: 'pickup',
            label: car.location ? `Pick up from ${car.location.name}` : 'Pick up from the dealership',
            hint: 'Free',
          },
          ...(delivers
            ? [{ value: 'delivery' as const, label: 'Deliver it to me', hint: 'Priced by your postcode' }]
            : []),
        ]}
      />
      {fulfilment === 'delivery' && (
        <div className="rounded-site border border-black/10 p-4">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void check();
            }}
            className="flex flex-wrap items-end gap-3"
          >
            <Field id="buy-postcode" label="Delivery postcode" required error={error} className="w-48">
              <TextInput
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={4}
                value={choices.postcode}
                onChange={(event) => set({ postcode: event.target.value })}
              />
            </Field>
            <button
              type="submit"
              disabled={busy || !hydrated}
              className="rounded-site border border-black/20 px-4 py-2.5 font-bold hover:bg-surface disabled:opacity-60"
            >
              {busy ? 'Checking…' : 'Check delivery price'}
            </button>
          </form>
          <div aria-live="polite" className="mt-3">
            {choices.delivery && choices.delivery.postcode === choices.postcode.trim() ? (
              <p>
                Delivery to {choices.delivery.region}:{' '}
                <strong className="tabular-nums">{deliveryPriceText(choices.delivery.price)}</strong>
              </p>
            ) : (
              answer && !answer.ok && <p className="font-semibold text-red-700">{answer.message}</p>
            )}
          </div>
        </div>
      )}
      <Nav
        onBack={onBack}
        onNext={onNext}
        nextDisabled={!priced}
        hint={priced ? null : 'Check the delivery price first.'}
      />
    </>
  );
}

function TradeInStep({
  car,
  choices,
  tradeIn,
  set,
  onBack,
  onNext,
}: StepProps & { car: CheckoutCar; tradeIn: JourneyTradeIn | null }) {
  const ready = choices.tradeIn === 'none' || tradeIn !== null;
  return (
    <>
      <Choice
        legend="Do you have a car to trade in?"
        name="trade-in"
        value={choices.tradeIn}
        onChange={(value) => set({ tradeIn: value })}
        options={[
          { value: 'none', label: 'No trade-in' },
          { value: 'valuation', label: 'Yes, I have a car to trade in' },
        ]}
      />
      {choices.tradeIn === 'valuation' &&
        (tradeIn ? (
          <div className="rounded-site bg-surface p-5">
            <p className="font-bold">{tradeIn.vehicle}</p>
            <p className="mt-1">
              Our offer: <strong className="tabular-nums">{formatAud(tradeIn.offer)}</strong>
              {tradeIn.expiresOn && <>, valid until {tradeIn.expiresOn}</>}, subject to an inspection at
              handover.
            </p>
            <Link
              href={paths.tradeIn(car.id)}
              className="mt-2 inline-block text-sm font-semibold underline underline-offset-2"
            >
              Value another car
            </Link>
          </div>
        ) : (
          <div className="rounded-site border border-black/10 p-5">
            <p>
              Value your car online in a few minutes: you come back here with our offer, taken off what you
              pay.
            </p>
            <Link
              href={paths.tradeInForPurchase(car.id)}
              className="mt-3 inline-block rounded-site bg-brand px-4 py-2.5 font-bold text-brand-contrast hover:opacity-90"
            >
              Value my car
            </Link>
          </div>
        ))}
      <Nav
        onBack={onBack}
        onNext={onNext}
        nextDisabled={!ready}
        hint={ready ? null : 'Value your car first, or choose no trade-in.'}
      />
    </>
  );
}

function FinanceStep({
  weeklyRepayment,
  choices,
  set,
  onBack,
  onNext,
}: StepProps & { weeklyRepayment: number | null }) {
  return (
    <>
      <Choice
        legend="How would you like to pay?"
        name="payment"
        value={choices.payment}
        onChange={(payment) => set({ payment })}
        options={[
          { value: 'pay', label: PAYMENT_CHOICES.pay, hint: `${BALANCE_AT_HANDOVER}.` },
          {
            value: 'finance',
            label: PAYMENT_CHOICES.finance,
            hint:
              weeklyRepayment !== null
                ? `From ${formatAud(weeklyRepayment)} a week. Our finance team calls you with a pre-approval.`
                : 'Our finance team calls you with a quote and a pre-approval.',
          },
        ]}
      />
      <Nav onBack={onBack} onNext={onNext} />
    </>
  );
}

function Choice<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string; hint?: string }[];
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-lg font-extrabold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex cursor-pointer items-start gap-3 rounded-site border-2 border-black/15 p-4 has-[:checked]:border-brand has-[:focus-visible]:outline has-[:focus-visible]:outline-2"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="mt-1 size-4 accent-brand"
            />
            <span>
              <span className="block font-bold">{option.label}</span>
              {option.hint && <span className="block text-sm text-gray-700">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Next({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || !hydrated}
      className="rounded-site bg-brand px-6 py-3 font-extrabold text-brand-contrast hover:opacity-90 disabled:opacity-50"
    >
      Continue
    </button>
  );
}

function Back({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold underline underline-offset-2">
      Back
    </button>
  );
}

function Nav({
  onBack,
  onNext,
  nextDisabled,
  hint,
}: {
  onBack: () => void;
  onNext: () => void;
  nextDisabled?: boolean;
  hint?: string | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Next onClick={onNext} disabled={nextDisabled} />
      <Back onClick={onBack} />
      {hint && <p className="basis-full text-sm text-gray-700">{hint}</p>}
    </div>
  );
}
