// The public surface of analytics: what other features and app/ may import (docs/decisions/014).
export { TrackEventSchema } from './schema';
export { recordEvent } from './server';
