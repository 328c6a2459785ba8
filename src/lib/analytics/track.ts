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
  try {
    const response = await fetch('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      keepalive: true,
      body: JSON.stringify({
        event_id: eventId,
        car_id: options.carId,
        page: options.page ?? window.location.pathname + window.location.search,
        data: options.data,
      }),
    });
    if (!response.ok) console.warn(`Analytics event ${eventId} was not recorded (HTTP ${response.status})`);
  } catch (error) {
    console.warn(`Analytics event ${eventId} was not recorded`, error);
  }
}
