import type { DataLockHolder } from '../src/db/data-lock';
import { env } from '../src/lib/env';

/**
 * Where the `site` and `content` commands reach the server holding the embedded database: SITE_ADMIN_URL
 * when set, else this machine on the port the server wrote in its lock (`PORT=3999 npm start` is found
 * without PORT given again), else PORT.
 */
export function adminUrl(
  holder: DataLockHolder,
  adminEnv: Pick<typeof env, 'SITE_ADMIN_URL' | 'PORT'> = env,
) {
  return adminEnv.SITE_ADMIN_URL ?? `http://127.0.0.1:${holder.port ?? adminEnv.PORT}`;
}
