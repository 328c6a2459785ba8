import { describe, expect, it } from 'vitest';
import type { LocationSettings } from '@/tenancy/location-settings';
import { locationDiff, specialText } from './history-rules';

const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  status: weekday === 0 ? ('Closed' as const) : ('Open' as const),
  open: weekday === 0 ? null : '08:30',
  close: weekday === 0 ? null : '17:30',
}));
const base: LocationSettings = {
  phone: '07 3000 0000',
  landlinePhone: null,
  email: null,
  dealerLicenseNumber: 'MD12345',
  leadEmails: {},
  image: null,
  lat: -27.47,
  long: 153.02,
  week,
  special: [{ date: '2026-12-25', label: 'Christmas Day', status: 'Closed', startHour: null, endHour: null }],
};

describe('a location change in the history', () => {
  it('says each day, date, field and lead kind that changed, in words', () => {
    const after: LocationSettings = {
      ...base,
      phone: '07 3000 0001',
      leadEmails: { 'test-drive': 'drives@example.com' },
      week: week.map((d) => (d.weekday === 6 ? { ...d, close: '12:00' } : d)),
      special: [
        { date: '2026-12-25', label: 'Christmas Day', status: 'Closed', startHour: null, endHour: null },
        { date: '2026-12-26', label: 'Boxing Day', status: 'Open', startHour: '09:00', endHour: '13:00' },
      ],
    };
    expect(locationDiff('cbd', base, after)).toEqual([
      { path: 'locations.cbd.Saturday', before: '8:30 am - 5:30 pm', after: '8:30 am - 12:00 pm' },
      { path: 'locations.cbd.holiday 2026-12-26', before: undefined, after: 'Boxing Day: 9:00 am - 1:00 pm' },
      { path: 'locations.cbd.phone', before: '07 3000 0000', after: '07 3000 0001' },
      { path: 'locations.cbd.leadEmails.test-drive', before: undefined, after: 'drives@example.com' },
    ]);
  });

  it('says nothing of what stayed the same', () => {
    expect(locationDiff('cbd', base, structuredClone(base))).toEqual([]);
  });

  it.each([
    [{ status: 'Closed', startHour: null, endHour: null, label: null }, 'Closed'],
    [
      { status: 'Open', startHour: '10:00', endHour: '16:00', label: 'Boxing Day' },
      'Boxing Day: 10:00 am - 4:00 pm',
    ],
  ] as const)('holiday hours %o read %s', (day, text) => {
    expect(specialText({ date: '2026-12-26', ...day })).toBe(text);
  });
});
