import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { statDaily, statEvents } from '../db/schema.js';
import type { StatEvent } from './stats-recorder.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the UTC day `date` falls in. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);
}

/**
 * The moment before which raw events have expired: the start of the UTC day `retentionDays`
 * ago. Cutting at a day boundary moves whole days, so a day is never half raw, half rolled up.
 */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(startOfUtcDay(now).getTime() - retentionDays * DAY_MS);
}

/** Events alike in every column, as one row with how many times they occurred. */
export function countAlike(events: readonly StatEvent[]): (StatEvent & { count: number })[] {
  const rows = new Map<string, StatEvent & { count: number }>();
  for (const e of events) {
    // Ids and numbers hold no "|"; the question, free text, is quoted by JSON.
    const key = `${e.chatbot}|${e.hour.getTime()}|${e.kind}|${e.node ?? ''}|${e.decision ?? ''}|${e.confidence ?? ''}|${JSON.stringify(e.question)}`;
    const row = rows.get(key);
    if (row) row.count += 1;
    else rows.set(key, { ...e, count: 1 });
  }
  return [...rows.values()];
}

/**
 * Writes a batch of events, alike ones counted in one row, in random order: rows stored in
 * the order they happened would let someone read one visitor's messages as a sequence, which
 * the missing session id prevents. Counting alike events also makes a busy hour a few
 * hundred rows rather than one per message, which matters most on PGlite, whose writes run
 * on the server's own thread.
 */
export async function insertEvents(db: Db, events: readonly StatEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = countAlike(events);
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  try {
    await insertRows(db, rows);
  } catch (error) {
    if (rows.length === 1 || !isDataError(error)) throw error;
    await insertOneByOne(db, rows);
  }
}

/**
 * One row the database refuses (text it cannot store, a value out of range) would otherwise
 * cost every visitor's events of that second: write the rows one at a time and drop only the
 * ones refused. Only for data errors: when the database is down, a thousand retries would only
 * add load.
 */
async function insertOneByOne(db: Db, rows: (StatEvent & { count: number })[]): Promise<void> {
  let dropped = 0;
  let cause: unknown;
  for (const row of rows) {
    try {
      await insertRows(db, [row]);
    } catch (error) {
      dropped += row.count;
      // The driver's error, so the log names the database's code, not Drizzle's wrapper.
      cause = error instanceof Error && error.cause ? error.cause : error;
    }
  }
  if (dropped > 0) throw new EventsDropped(dropped, cause);
}

/** Some events of a batch could not be stored; the rest were. */
export class EventsDropped extends Error {
  constructor(
    readonly dropped: number,
    cause: unknown,
  ) {
    super(`${dropped} statistics events refused by the database`, { cause });
    this.name = 'EventsDropped';
  }
}

/** PostgreSQL's SQLSTATE class 22, "data exception", on the error or the one it wraps. */
function isDataError(error: unknown): boolean {
  const cause = error instanceof Error && error.cause ? error.cause : error;
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('22');
}

async function insertRows(db: Db, rows: (StatEvent & { count: number })[]): Promise<void> {
  // One JSON parameter instead of Drizzle's eight per row: building a 700-parameter insert
  // cost about 30 µs of CPU per event (3 ms per batch, more on PGlite, which also blocks the
  // event loop while it runs). JSON carries any text the scrubbed question may hold.
  await db.execute(sql`
    insert into ${statEvents} (chatbot, hour, kind, node, decision, confidence, question, count)
    select chatbot, hour, kind, node, decision, confidence, question, count
    from json_populate_recordset(null::${statEvents}, ${JSON.stringify(rows)}::json)`);
}

/**
 * Moves every event older than `cutoff` into the daily counts and deletes it, question text
 * included, in one statement: it is atomic, and instances running it at once cannot count an
 * event twice (the second delete finds the rows gone). Returns how many events were moved.
 */
export async function rollUpExpired(db: Db, cutoff: Date): Promise<number> {
  const result = await db.execute(sql`
    with moved as (
      delete from ${statEvents} where ${statEvents.hour} < ${cutoff.toISOString()}::timestamptz
      returning chatbot, hour, kind, node, decision, count
    ), added as (
      insert into ${statDaily} (chatbot, day, kind, node, decision, count)
      select chatbot, (hour at time zone 'UTC')::date, kind, node, decision, sum(count)::int
      from moved
      group by 1, 2, 3, 4, 5
      on conflict (chatbot, day, kind, node, decision)
      do update set count = ${statDaily}.count + excluded.count
    )
    select coalesce(sum(count), 0)::int as moved from moved`);
  const rows = (result as { rows: { moved: number }[] }).rows;
  return rows[0]?.moved ?? 0;
}
