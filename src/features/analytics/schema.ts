import { z } from 'zod';
import { EVENT_IDS } from '@/lib/analytics/events';
import { dbId, visitorText } from '@/lib/visitor-input';

export const TrackEventSchema = z.object({
  event_id: z.literal(EVENT_IDS, { message: `must be one of ${EVENT_IDS.join(', ')}` }),
  car_id: dbId().nullish(),
  page: visitorText().min(1).max(2000),
  data: z
    .record(visitorText(), z.union([visitorText().max(500), z.number(), z.boolean(), z.null()]))
    .optional(),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;
