import { storageKeys } from './storage';

/** A chat session as stored under '_sessions' (SPEC §3); `end` is missing while it is open. */
export interface SessionRecord {
  start: string;
  end?: string;
}

export interface UsageDay {
  localDate: string;
  isoDate: string;
  minutes: number;
  sessions: number;
}

export interface UsageSummary {
  totalMinutes: number;
  totalSessions: number;
  dates: UsageDay[];
}

const isSessionRecord = (value: unknown): value is SessionRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { start?: unknown }).start === 'string';

export function readSessions(storage: Storage = localStorage): SessionRecord[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKeys.sessions) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSessionRecord) : [];
  } catch {
    return [];
  }
}

/**
 * storeSessionChange of SPEC §4: closes the open session if there is one, otherwise opens a
 * new one. Only the last session can be open.
 */
export function storeSessionChange(now: Date, storage: Storage = localStorage): void {
  const sessions = readSessions(storage);
  const last = sessions.at(-1);
  if (last && last.end === undefined) last.end = now.toISOString();
  else sessions.push({ start: now.toISOString() });
  storage.setItem(storageKeys.sessions, JSON.stringify(sessions));
}

const dayFormat = new Intl.DateTimeFormat('nb', { day: 'numeric', month: 'long' });
const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Usage counting of SPEC §5: closed sessions, plus the last one if it is still open (counted
 * up to `now`); each session's minutes are its elapsed time rounded up. Days newest first.
 */
export function summarizeUsage(sessions: SessionRecord[], now: Date): UsageSummary {
  const counted = sessions.flatMap((s, i) => {
    const start = new Date(s.start);
    const isLast = i === sessions.length - 1;
    const end = s.end !== undefined ? new Date(s.end) : isLast ? now : undefined;
    if (!end || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return [];
    return [{ start, minutes: Math.ceil(Math.max(0, end.getTime() - start.getTime()) / 60_000) }];
  });
  const byDay = new Map<string, UsageDay>();
  for (const { start, minutes } of counted) {
    const key = isoDay(start);
    const day = byDay.get(key) ?? {
      localDate: dayFormat.format(start),
      isoDate: key,
      minutes: 0,
      sessions: 0,
    };
    day.minutes += minutes;
    day.sessions += 1;
    byDay.set(key, day);
  }
  return {
    totalMinutes: counted.reduce((sum, s) => sum + s.minutes, 0),
    totalSessions: counted.length,
    dates: [...byDay.values()].sort((a, b) => b.isoDate.localeCompare(a.isoDate)),
  };
}
