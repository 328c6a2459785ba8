import pino from 'pino';
import { logger } from '../../src/lib/logger';

/** The lines the app's logger writes while `write` runs, parsed, instead of on stdout. */
export async function logLinesOf(
  write: () => Promise<unknown> | unknown,
): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const streams = logger as unknown as Record<symbol, unknown>;
  const stream = streams[pino.symbols.streamSym];
  streams[pino.symbols.streamSym] = { write: (line: string) => lines.push(line) };
  try {
    await write();
  } finally {
    streams[pino.symbols.streamSym] = stream;
  }
  return lines.map((line) => JSON.parse(line));
}
