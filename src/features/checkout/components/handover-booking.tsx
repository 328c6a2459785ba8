'use client';

import { useEffect, useId, useState } from 'react';
import { type AvailableDay, availableDays, dayLabel, timeLabel } from '@/enquiries/bookings/booking-format';
import { apiMessage, getJson, postJson } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { UNEXPECTED_ERROR_MESSAGE } from '@/lib/unexpected-error';
import { Form, FormError } from '@/ui/form/form';
import { useApiForm } from '@/ui/form/use-api-form';
import { CalendarCheckIcon } from '@/ui/icons/calendar-check';
import { reservationOf } from '../page-rules';
import { balanceText, fulfilmentText, PAYMENT_CHOICES } from '../purchase-rules';
import type { ReservationView } from '../view';

type Slots = { status: 'loading' } | { status: 'error' } | { status: 'ready'; days: AvailableDay[] };

/**
 * A held purchase's handover: the plan as paid for, then a day and a time at the car's location from
 * GET …/handover, booked by POST …/handover; once booked, when and where.
 */
export function HandoverBooking({
  reservation,
  onBooked,
}: {
  reservation: ReservationView;
  onBooked: (next: ReservationView) => void;
}) {
  const purchase = reservation.purchase;
  if (!purchase) return null;
  const { plan, totals } = purchase;
  return (
    <div className="space-y-5">
      <section aria-labelledby="handover-plan" className="rounded-site bg-surface p-5">
        <h2 id="handover-plan" className="text-lg font-extrabold">
          Your purchase
        </h2>
        <ul className="mt-2 space-y-1">
          <li>{fulfilmentText(plan.fulfilment)}</li>
          {plan.tradeIn && <li>Trade-in: {plan.tradeIn.vehicle}</li>}
          <li>{PAYMENT_CHOICES[plan.payment]}</li>
          <li className="font-bold">{balanceText(totals.balance)}</li>
        </ul>
      </section>
      {purchase.handoverText ? (
        <p
          role="status"
          className="flex items-start gap-3 rounded-site border-2 border-tag-green p-4 text-lg font-bold"
        >
          <CalendarCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-tag-green" />
          Handover booked for {purchase.handoverText}
          {purchase.handoverLocation ? ` at ${purchase.handoverLocation.name}` : ''}.
        </p>
      ) : purchase.handoverLocation ? (
        <SlotPicker reservation={reservation} location={purchase.handoverLocation.name} onBooked={onBooked} />
      ) : (
        <p>Our team will call you to arrange the handover.</p>
      )}
    </div>
  );
}

type Values = { date: string; time: string };

function SlotPicker({
  reservation,
  location,
  onBooked,
}: {
  reservation: ReservationView;
  location: string;
  onBooked: (next: ReservationView) => void;
}) {
  const [slots, setSlots] = useState<Slots>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const id = useId();
  const form = useApiForm<Values>({ idPrefix: 'handover', defaultValues: { date: '', time: '' } });
  const { setValue, getValues } = form;
  const date = form.watch('date');
  const time = form.watch('time');

  useEffect(() => {
    void round;
    const controller = new AbortController();
    void getJson(apiPaths.reservationHandover(reservation.id), {
      signal: controller.signal,
      cache: 'no-store',
    }).then((result) => {
      if (controller.signal.aborted) return;
      // An answer that is not JSON is no list of times either.
      if (result.kind !== 'ok' || result.body === null) {
        setSlots({ status: 'error' });
        return;
      }
      const days = availableDays(result.body);
      setSlots({ status: 'ready', days });
      const current = getValues('date');
      setValue('date', days.some((d) => d.date === current) ? current : (days[0]?.date ?? ''));
    });
    return () => controller.abort();
  }, [reservation.id, round, getValues, setValue]);

  const days = slots.status === 'ready' ? slots.days : [];
  const day = days.find((d) => d.date === date);

  async function book(values: Values) {
    if (!values.date || !values.time) {
      form.setFormError('Choose a day and a time.');
      return;
    }
    const result = await postJson(apiPaths.reservationHandover(reservation.id), values);
    const next = result.kind === 'ok' ? reservationOf(result.body) : null;
    if (next) {
      onBooked(next);
      return;
    }
    form.setFormError(apiMessage(result) ?? UNEXPECTED_ERROR_MESSAGE);
    // The time was taken meanwhile: the free times again.
    if (result.kind === 'refused' && result.status === 409) {
      setValue('time', '');
      setRound((n) => n + 1);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-site border border-black/10 p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-xl font-extrabold">
        Book your handover
      </h2>
      <p className="mt-1">
        Choose when to collect your car or meet us at {location}. We hold the car for you until then.
      </p>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {slots.status === 'loading' && <p>Loading available times…</p>}
        {slots.status === 'error' && (
          <p>Available times could not be loaded. Please call us to book your handover.</p>
        )}
        {slots.status === 'ready' && days.length === 0 && (
          <p>No times are free in the next two weeks. Please call us to book your handover.</p>
        )}
      </div>
      {days.length > 0 && (
        <Form form={form} onSubmit={book} noValidate className="mt-4 space-y-4">
          <div>
            <label htmlFor={form.idOf('date')} className="mb-1 block text-sm font-bold">
              Day
            </label>
            <select
              id={form.idOf('date')}
              {...form.register('date', { onChange: () => setValue('time', '') })}
              className="w-full max-w-xs rounded-site border border-black/25 bg-white px-3 py-2.5"
            >
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {dayLabel(d.date)}
                </option>
              ))}
            </select>
          </div>
          {day && (
            <fieldset>
              <legend className="mb-1 text-sm font-bold">Time on {dayLabel(day.date)}</legend>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
                {day.slots.map((slot) => (
                  <label
                    key={slot}
                    className={`relative whitespace-nowrap rounded-site border px-1 py-2 text-center text-sm font-semibold tabular-nums has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand ${
                      time === slot
                        ? 'border-brand bg-brand text-brand-contrast'
                        : 'border-black/20 bg-white hover:bg-surface'
                    }`}
                  >
                    <input
                      type="radio"
                      value={slot}
                      {...form.register('time')}
                      className="absolute inset-0 size-full cursor-pointer appearance-none rounded-site opacity-0"
                    />
                    {timeLabel(slot)}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <FormError form={form} className="font-semibold text-red-700" />
          <button
            type="submit"
            disabled={form.submitting}
            className="rounded-site bg-brand px-6 py-3 font-extrabold text-brand-contrast hover:opacity-90 disabled:opacity-60"
          >
            {form.submitting ? 'Booking…' : 'Book handover'}
          </button>
        </Form>
      )}
    </section>
  );
}
