import { postJson } from '@/lib/api-client';
import type { AnalyticsEventId } from './events';

type TrackOptions = {
  carId?: number;
  page?: string;
  data?: Record<string, string | number | boolean | null>;
};

/**
 * Client-side event logging. Analytics must never get in a shopper's way: any failure is a console
 * warning only, and the promise always resolves.
 */
export async function track(eventId: AnalyticsEventId, options: TrackOptions = {}): Promise<void> {
  const result = await postJson(
    '/api/events',
    {
      event_id: eventId,
      car_id: options.carId,
      page: options.page ?? window.location.pathname + window.location.search,
      data: options.data,
    },
    { keepalive: true },
  );
  if (result.kind === 'failed') console.warn(`Analytics event ${eventId} was not recorded`, result.error);
  else if (result.kind !== 'ok')
    console.warn(`Analytics event ${eventId} was not recorded (HTTP ${result.status})`);
}
