import pg from 'pg';
import { logger } from '@/lib/logger';
import { type Poller, poller } from '@/lib/poll';

// Change following by PostgreSQL LISTEN/NOTIFY (decision 035). Triggers (migrations 0023, 0030) send a
// notification in the transaction of the change, delivered when it commits: `stock_changes` when
// app_meta.stock_version moves, `site_changes` on any write to `sites`, `lead_deliveries` when deliveries
// are queued, `feed_photos` when a feed names photos to fetch. Each process that follows changes holds
// one dedicated connection LISTENing on them, and runs a follower's check the moment one arrives instead
// of at its next tick. Polling stays underneath: slowly while the connection is up (a safety net), at the
// follower's old pace while it is down or on PGlite (which has no server to listen to), and the
// connection is made again with backoff.

export const CHANNELS = {
  stock: 'stock_changes',
  sites: 'site_changes',
  leadDeliveries: 'lead_deliveries',
  feedPhotos: 'feed_photos',
} as const;
export type Channel = (typeof CHANNELS)[keyof typeof CHANNELS];

/** The connection's name in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'dealer-platform change listener';
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

export type ChangeListenerOptions = {
  url: string;
  /** The first wait before connecting again after a loss, doubled each failure up to `maxBackoffMs`. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** How often the idle connection is checked with a query (a cut cable shows no error by itself). */
  heartbeatMs?: number;
};

export type ChangeListener = {
  /**
   * Calls `callback` on each notification on `channel`, and after each (re)connection, when a change may
   * have been missed while no connection listened. Returns the unsubscribe.
   */
  subscribe(channel: Channel, callback: () => void): () => void;
  /** Whether a connection listens now. */
  readonly listening: boolean;
  /** Calls `callback` whenever `listening` changes. Returns the unsubscribe. */
  onListeningChange(callback: (listening: boolean) => void): () => void;
  /** Closes the connection and makes no other. */
  stop(): Promise<void>;
};

/** Starts listening on every channel at `url` on one connection of its own, made again whenever lost. */
export function startChangeListener(options: ChangeListenerOptions): ChangeListener {
  const minBackoff = options.minBackoffMs ?? 250;
  const maxBackoff = options.maxBackoffMs ?? 10_000;
  const subscribers = new Map<string, Set<() => void>>();
  const stateCallbacks = new Set<(listening: boolean) => void>();
  let client: pg.Client | null = null;
  let listening = false;
  let stopped = false;
  let backoff = minBackoff;
  let lossLogged = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const dispatch = (channel: string) => {
    for (const callback of subscribers.get(channel) ?? []) {
      try {
        callback();
      } catch (error) {
        logger.error({ err: error, channel }, 'A change notification’s follower failed');
      }
    }
  };
  const setListening = (value: boolean) => {
    if (listening === value) return;
    listening = value;
    for (const callback of stateCallbacks) callback(value);
  };

  const lose = (current: pg.Client, error?: Error) => {
    if (client !== current) return; // an earlier connection, already given up
    client = null;
    clearInterval(heartbeat);
    current.removeAllListeners('notification');
    current.on('error', () => undefined); // one that fails twice must not crash the process
    void current.end().catch(() => undefined);
    setListening(false);
    if (stopped) return;
    if (!lossLogged) {
      logger.warn(
        { err: error },
        'Not listening for database changes; polling for them while connecting again',
      );
      lossLogged = true;
    }
    retry = setTimeout(connect, backoff);
    retry.unref();
    backoff = Math.min(backoff * 2, maxBackoff);
  };

  const connect = async () => {
    if (stopped) return;
    const current = new pg.Client({
      connectionString: options.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 10_000,
    });
    client = current;
    current.on('error', (error) => lose(current, error));
    current.on('end', () => lose(current));
    current.on('notification', (message) => dispatch(message.channel));
    try {
      await current.connect();
      for (const channel of Object.values(CHANNELS)) await current.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(current, error as Error);
      return;
    }
    if (client !== current || stopped) return;
    backoff = minBackoff;
    if (lossLogged) logger.info('Listening for database changes again');
    lossLogged = false;
    heartbeat = setInterval(() => {
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('heartbeat timed out')), HEARTBEAT_TIMEOUT_MS).unref(),
      );
      Promise.race([current.query('select 1'), timeout]).catch((error) => lose(current, error));
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    setListening(true);
    // Whatever changed while no connection listened was not notified: every follower looks now.
    for (const channel of subscribers.keys()) dispatch(channel);
  };

  void connect();
  return {
    subscribe(channel, callback) {
      const set = subscribers.get(channel) ?? new Set();
      set.add(callback);
      subscribers.set(channel, set);
      return () => set.delete(callback);
    },
    get listening() {
      return listening;
    },
    onListeningChange(callback) {
      stateCallbacks.add(callback);
      return () => stateCallbacks.delete(callback);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const current = client;
      client = null;
      setListening(false);
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}

// One listener per process, on globalThis as the outbox is: Next.js loads instrumentation and the route
// handlers as separate module graphs.
const store = globalThis as unknown as { __changeListener?: ChangeListener };

/** This process's listener: started on first call with a PostgreSQL URL; none on PGlite. */
export function processChangeListener(url: string | undefined): ChangeListener | undefined {
  if (!url) return undefined;
  store.__changeListener ??= startChangeListener({ url });
  return store.__changeListener;
}

export type FollowOptions = {
  /** The pace while no connection listens (PGlite, or PostgreSQL away): the follower's own. */
  pollMs: number;
  /** The pace while one does: a safety net, the notifications do the work. */
  listeningPollMs?: number;
  failureMessage: string;
  immediately?: boolean;
};

/** While a connection listens, a follower still looks this often, in case. */
export const LISTENING_POLL_MS = 5_000;

/**
 * Runs `check` on each notification on `channel` (`notified` true) and on a timer: every `pollMs` while
 * no connection listens, every `listeningPollMs` while one does. Without a listener, it only polls.
 */
export function followChanges(
  listener: ChangeListener | undefined,
  channel: Channel,
  check: (notified: boolean) => Promise<void>,
  options: FollowOptions,
): Poller {
  const pace = (listening: boolean) =>
    listening ? (options.listeningPollMs ?? LISTENING_POLL_MS) : options.pollMs;
  const follower = poller(check, {
    intervalMs: pace(listener?.listening ?? false),
    failureMessage: options.failureMessage,
    immediately: options.immediately,
  });
  if (!listener) return follower;
  const unsubscribe = listener.subscribe(channel, () => follower.wake());
  const unwatch = listener.onListeningChange((listening) => follower.setIntervalMs(pace(listening)));
  return {
    ...follower,
    async stop() {
      unsubscribe();
      unwatch();
      await follower.stop();
    },
  };
}
