import pino from 'pino';
import { currentRequestId } from '../server/request-id.ts';
import { env } from './env';

// A line written while a request is handled carries its id (`reqId`), set by the server around it.
export const logger = pino({
  level: env.LOG_LEVEL,
  base: undefined,
  mixin: () => {
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  },
});
