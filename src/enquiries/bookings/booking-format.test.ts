import { describe, expect, it } from 'vitest';
import { availableDays, dayLabel, timeLabel } from './booking-format';

describe('labels', () => {
  it('names the day', () => {
    expect(dayLabel('2025-11-24')).toBe('Mon 24 Nov');
    expect(dayLabel('2026-01-01')).toBe('Thu 1 Jan');
  });
  it.each([
    ['00:00', '12:00 am'],
    ['09:30', '9:30 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['13:00', '1:00 pm'],
    ['16:30', '4:30 pm'],
  ])('%s reads %s', (time, label) => {
    expect(timeLabel(time)).toBe(label);
  });
});

describe('availableDays', () => {
  it('keeps the days with free slots and drops anything malformed', () => {
    expect(
      availableDays({
        location_id: 3,
        days: [
          { date: '2025-11-24', slots: ['09:00', '09:30'] },
          { date: '2025-11-25', slots: [] },
          { date: '25/11/2025', slots: ['09:00'] },
          { date: '2025-11-26', slots: ['9am', '24:00', '16:30', 7] },
          null,
        ],
      }),
    ).toEqual([
      { date: '2025-11-24', slots: ['09:00', '09:30'] },
      { date: '2025-11-26', slots: ['16:30'] },
    ]);
  });
  it.each([null, 'x', {}, { days: 'x' }])('answers none for %j', (body) => {
    expect(availableDays(body)).toEqual([]);
  });
});
