import { z } from 'zod';
import { isCalendarDate } from '@/lib/dates';
import { dbIdParam } from '@/lib/visitor-input';
import { AVAILABILITY_DEFAULT_DAYS, AVAILABILITY_MAX_DAYS } from './availability-rules';

const DAYS_MESSAGE = `Must be a whole number from 1 to ${AVAILABILITY_MAX_DAYS}`;

/** GET /api/test-drive/availability: the car (its slug) or a location of the site, from when, how many days. */
export const AvailabilityQuerySchema = z
  .object({
    car: z
      .string()
      .trim()
      .min(1, 'Give the car’s slug')
      .max(200)
      .optional()
      .describe('A car’s slug: give either car or location, not both'),
    location: dbIdParam().optional().describe('A location’s id: give either car or location, not both'),
    from: z
      .string()
      .refine(isCalendarDate, 'Must be a date as YYYY-MM-DD')
      .meta({ format: 'date' })
      .optional(),
    days: z.coerce
      .number({ message: DAYS_MESSAGE })
      .int(DAYS_MESSAGE)
      .min(1, DAYS_MESSAGE)
      .max(AVAILABILITY_MAX_DAYS, DAYS_MESSAGE)
      .default(AVAILABILITY_DEFAULT_DAYS),
  })
  .refine((q) => (q.car === undefined) !== (q.location === undefined), {
    message: 'Give either car (a car’s slug) or location (a location id)',
    path: ['car'],
  });
