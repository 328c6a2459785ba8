import { z } from 'zod';
import { LEAD_KINDS } from '../enquiries/inbox-rules';
import type { LeadKind } from '../enquiries/rules';
import { isCalendarDate } from '../lib/dates';
import { minutesOf } from '../lib/opening-hours';

// What a dealer changes about a location in the console: its phones, the addresses its leads go to, its
// photo, its map position, its week and its holiday hours. Pure rules, safe in any bundle: the console's
// form checks with them as the server does.

/** Holiday hours kept ahead at most: a year and a half of public holidays and closures. */
export const MAX_SPECIAL_DAYS = 60;
/** Australia and its islands, generously: a map position outside is a typo (a sign dropped, lat for long). */
export const AUSTRALIA_BOUNDS = { lat: [-44.5, -9], long: [112, 160] } as const;

const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const TIME_MESSAGE = 'expected a time like 08:30';

const phone = z
  .string()
  .trim()
  .regex(PHONE, 'expected a phone number like 07 3000 0000')
  .nullable()
  .describe('A phone number of 6 to 20 digits, spaces, brackets or dashes.');
const email = z.email({ error: 'expected an email address like sales@example.com.au' });
const time = z.string().refine((value) => minutesOf(value) !== null, TIME_MESSAGE);

const Day = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(['Open', 'Closed']),
    open: time.nullable(),
    close: time.nullable(),
  })
  .superRefine((day, context) => hoursIssues(day.status, ['open', day.open], ['close', day.close], context));

const SpecialDay = z
  .strictObject({
    date: z.string().refine(isCalendarDate, 'expected a date like 2026-12-25'),
    label: z.string().trim().max(60, 'at most 60 characters').nullable(),
    status: z.enum(['Open', 'Closed']),
    startHour: time.nullable(),
    endHour: time.nullable(),
  })
  .superRefine((day, context) =>
    hoursIssues(day.status, ['startHour', day.startHour], ['endHour', day.endHour], context),
  );

// The week names its times open/close, holiday hours startHour/endHour (as their tables do).
type Time = [key: string, value: string | null];

function hoursIssues(
  status: string,
  [openKey, open]: Time,
  [closeKey, close]: Time,
  context: z.RefinementCtx,
) {
  if (status !== 'Open') return;
  if (!open) context.addIssue({ code: 'custom', path: [openKey], message: 'expected an opening time' });
  if (!close) context.addIssue({ code: 'custom', path: [closeKey], message: 'expected a closing time' });
  const from = minutesOf(open);
  const to = minutesOf(close);
  if (from !== null && to !== null && to <= from)
    context.addIssue({ code: 'custom', path: [closeKey], message: 'expected a closing time after opening' });
}

export const LocationSettingsSchema = z
  .strictObject({
    phone,
    landlinePhone: phone,
    email: email.nullable(),
    dealerLicenseNumber: z
      .string()
      .trim()
      .max(40, 'at most 40 characters')
      .nullable()
      .describe("The dealer's licence number at this location, shown on its card and every page's footer."),
    leadEmails: z.partialRecord(z.enum(LEAD_KINDS as [LeadKind, ...LeadKind[]]), email),
    image: z
      .string()
      .regex(/^\/media\/[A-Za-z0-9/_.-]{1,200}$/, 'expected an uploaded photo (/media/…)')
      .nullable(),
    lat: z
      .number()
      .min(AUSTRALIA_BOUNDS.lat[0], 'expected a latitude in Australia')
      .max(AUSTRALIA_BOUNDS.lat[1], 'expected a latitude in Australia'),
    long: z
      .number()
      .min(AUSTRALIA_BOUNDS.long[0], 'expected a longitude in Australia')
      .max(AUSTRALIA_BOUNDS.long[1], 'expected a longitude in Australia'),
    week: z
      .array(Day)
      .length(7, 'expected the seven days of the week')
      .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, 'expected each day of the week once'),
    special: z
      .array(SpecialDay)
      .max(MAX_SPECIAL_DAYS, `at most ${MAX_SPECIAL_DAYS} days`)
      .superRefine((days, context) => {
        const seen = new Set<string>();
        days.forEach((day, index) => {
          if (seen.has(day.date))
            context.addIssue({
              code: 'custom',
              path: [index, 'date'],
              message: 'this date is already listed',
            });
          seen.add(day.date);
        });
      }),
  })
  .describe("A location's settings as the console edits them.");
export type LocationSettings = z.infer<typeof LocationSettingsSchema>;
export type SpecialDay = LocationSettings['special'][number];

/** A draft's locations: each changed location's whole settings, by its slug. */
export const DraftLocationsSchema = z.record(z.string().regex(/^[a-z0-9-]{1,200}$/), LocationSettingsSchema);
export type DraftLocations = z.infer<typeof DraftLocationsSchema>;

/** Holiday hours in date order, the past dropped (a location's own today kept): what the form stores. */
export function upcomingDays(days: readonly SpecialDay[], today: string): SpecialDay[] {
  return days.filter((day) => day.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
