import { env } from '@/lib/env';
import { isConsoleHost } from '@/tenancy/resolve-host';

// Where the console is: its links (invitations, resets) name the host a request came to, or the first of
// CONSOLE_HOSTS; http with this server's port on *.localhost, else https.

/** The console's origin on its first host: http on *.localhost (with this server's port), else https. */
export function consoleOrigin(host = env.CONSOLE_HOSTS[0]): string {
  return isLocalHost(host) ? `http://${host}:${env.PORT}` : `https://${host}`;
}

/** The console origin a request came to (a host of CONSOLE_HOSTS, as the proxy ensured), else the first. */
export function requestConsoleOrigin(request?: Request | null): string {
  const host = request?.headers.get('host') ?? null;
  if (host && isConsoleHost(host, env.CONSOLE_HOSTS))
    return consoleOrigin(host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, ''));
  return consoleOrigin();
}

export const isLocalHost = (host: string) => host === 'localhost' || host.endsWith('.localhost');
