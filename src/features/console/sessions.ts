import 'server-only';
import { headers } from 'next/headers';
import { type Staff, staffAuth } from '@/staff';
import { deviceOf } from './device-rules';

export type ConsoleSession = {
  id: string;
  device: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  current: boolean;
};

/** The member's sessions, newest first, each with the device it is on. */
export async function consoleSessions(staff: Staff): Promise<ConsoleSession[]> {
  const { auth } = await staffAuth();
  const sessions = await auth.api.listSessions({ headers: new Headers(await headers()) });
  return sessions
    .map((session) => ({
      id: session.id,
      device: deviceOf(session.userAgent ?? null),
      createdAt: new Date(session.createdAt).toISOString(),
      expiresAt: new Date(session.expiresAt).toISOString(),
      ipAddress: session.ipAddress ?? null,
      current: session.id === staff.sessionId,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
