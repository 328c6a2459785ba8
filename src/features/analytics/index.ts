export { TrackEventSchema } from './schema';
export { recordEvent } from './server';
