'use client';

import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  type AvailableDay,
  availableDays,
  BOOKING_DAYS,
  dayLabel,
  timeLabel,
} from '@/enquiries/bookings/booking-format';
import { getJson } from '@/lib/api-client';
import { FieldError, fieldErrorId } from '@/ui/field';
import { SelectField, useFieldId } from './bound-fields';

type Availability =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; days: AvailableDay[] };

/**
 * The free test-drive times of the next 14 days at the car's location (or the picked location), from
 * GET /api/test-drive/availability; `reload` changes when a slot turned out to be taken.
 */
function useAvailability(query: string | null, reload: number): Availability {
  const [state, setState] = useState<Availability>({ status: 'idle' });
  useEffect(() => {
    // `reload` only asks for a fresh answer; it is not part of the request.
    void reload;
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    // No `from`: the server starts at the location's today.
    const params = `${query}&days=${BOOKING_DAYS}`;
    void getJson(`/api/test-drive/availability?${params}`, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.kind === 'ok') {
        setState({ status: 'ready', days: availableDays(result.body) });
        return;
      }
      console.warn(
        'Test-drive times could not be loaded',
        result.kind === 'failed' ? result.error : `HTTP ${result.status}`,
      );
      setState({ status: 'error' });
    });
    return () => controller.abort();
  }, [query, reload]);
  return state;
}

/**
 * The optional booking date and time (AF §3): a date list of the days with free times, then the day's
 * times as radio buttons. Without a choice the dealer calls to arrange one.
 */
export function TestDriveSlots({ carSlug, reload }: { carSlug: string | null; reload: number }) {
  const { register, setValue, getValues } = useFormContext();
  const locationId = useWatch({ name: 'location_id' }) as string | undefined;
  const date = (useWatch({ name: 'booking_date' }) as string | undefined) ?? '';
  const time = (useWatch({ name: 'booking_time' }) as string | undefined) ?? '';
  const query = carSlug
    ? `car=${encodeURIComponent(carSlug)}`
    : locationId
      ? `location=${encodeURIComponent(locationId)}`
      : null;
  const availability = useAvailability(query, reload);
  const timeId = useFieldId('booking_time');
  const {
    formState: { errors },
  } = useFormContext();
  const timeError =
    typeof errors.booking_time?.message === 'string' ? errors.booking_time.message : undefined;

  const days = availability.status === 'ready' ? availability.days : [];
  const day = days.find((d) => d.date === date);

  // A picked date or time that is no longer free (another location, a fresh answer after a clash) is dropped.
  useEffect(() => {
    if (availability.status !== 'ready') return;
    if (getValues('booking_date') && !day) setValue('booking_date', '');
    if (getValues('booking_time') && !day?.slots.includes(getValues('booking_time')))
      setValue('booking_time', '');
  }, [availability, day, getValues, setValue]);

  return (
    <fieldset className="space-y-3 rounded-site border border-black/15 p-3 sm:p-4">
      <legend className="px-1 text-sm font-bold">
        Preferred date and time <span className="font-normal text-gray-700">(optional)</span>
      </legend>
      <p className="text-sm text-gray-700">
        Pick a time that suits you, or leave it and we will call you to arrange one.
      </p>
      <div aria-live="polite" className="text-sm empty:hidden">
        {availability.status === 'idle' && <p>Choose a location to see its available times.</p>}
        {availability.status === 'loading' && <p>Loading available times…</p>}
        {availability.status === 'error' && (
          <p>Available times could not be loaded. Send your request and we will call you to arrange one.</p>
        )}
        {availability.status === 'ready' && days.length === 0 && (
          <p>No times are free in the next {BOOKING_DAYS} days. Send your request and we will call you.</p>
        )}
      </div>
      {days.length > 0 && (
        <SelectField
          name="booking_date"
          label="Date"
          placeholder="No preference"
          options={days.map((d) => ({ value: d.date, label: dayLabel(d.date) }))}
        />
      )}
      {day && (
        <fieldset aria-describedby={timeError ? fieldErrorId(timeId) : undefined}>
          <legend className="mb-1 text-sm font-bold">Time on {dayLabel(day.date)}</legend>
          <div className="grid grid-cols-3 gap-2 xs:grid-cols-4 sm:grid-cols-5">
            {day.slots.map((slot, index) => (
              <label
                key={slot}
                className={`relative whitespace-nowrap rounded-site border px-1 py-2 text-center text-sm font-semibold tabular-nums has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand has-[:focus-visible]:outline-offset-2 ${
                  time === slot
                    ? 'border-brand bg-brand text-brand-contrast'
                    : 'border-black/20 bg-white hover:bg-surface'
                }`}
              >
                <input
                  {...register('booking_time')}
                  id={index === 0 ? timeId : undefined}
                  type="radio"
                  value={slot}
                  aria-invalid={timeError ? true : undefined}
                  // Transparent over the whole chip: the chip is the radio's visible face and click target.
                  className="absolute inset-0 size-full cursor-pointer appearance-none rounded-site opacity-0"
                />
                {timeLabel(slot)}
              </label>
            ))}
          </div>
          <FieldError id={timeId} message={timeError} />
        </fieldset>
      )}
    </fieldset>
  );
}
