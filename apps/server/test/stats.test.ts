import { messageBlockSchema, type MessageBlock } from '@dina/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { statDaily, statEvents } from '../src/db/schema.js';
import { loadReport } from '../src/stats/report.js';
import type { StatsService } from '../src/stats/stats-plugin.js';
import { truncateToHour, type StatEvent } from '../src/stats/stats-recorder.js';
import { insertEvents } from '../src/stats/stats-store.js';
import { contentDatabase, databaseKinds, testConfig } from './harness.js';
import { dialogueBody, messageBody } from './chat-bodies.js';
import { fixture } from './fixture.js';

const session = '0b6f3c1e-2d4a-4a8e-9b7c-2f3d4e5a6b7c';
const phoneQuestion = 'Hvem vant fotballkampen i går? Ring meg på 912 34 567';
const DAY_MS = 24 * 60 * 60 * 1000;
const { bot, otherBot, questionNode } = fixture;

describe.each(databaseKinds)('anonymous statistics on $name', (kind) => {
  let app: FastifyInstance;
  let database: Database;
  let stats: StatsService;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await contentDatabase(kind);
    // Expired before the server starts: the start-up clean-up must roll it up.
    await database.db.insert(statEvents).values({
      chatbot: otherBot,
      hour: truncateToHour(new Date(Date.now() - 200 * DAY_MS)),
      kind: 'welcome',
      node: 'welcome',
    });
    app = await buildApp({
      // Load shedding off: a busy test machine must not turn replies into 503s here.
      config: testConfig({ LOG_LEVEL: 'info', OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0' }),
      database,
      logStream: { write: (line) => void lines.push(line) },
    });
    stats = app.stats;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const send = async (text: string, exchangeId: string | null = null): Promise<MessageBlock> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/chat/NewMessageToChatbot',
      payload: messageBody(text, exchangeId, { sentBy: session }),
    });
    expect(res.statusCode).toBe(200);
    return messageBlockSchema.parse(res.json());
  };
  const rows = () => database.db.select().from(statEvents);

  it('rolls up expired events as soon as the server is ready', async () => {
    await app.ready();
    await vi.waitFor(async () => {
      expect(await database.db.select().from(statDaily)).toMatchObject([
        { chatbot: otherBot, kind: 'welcome', node: 'welcome', count: 1 },
      ]);
    });
    expect(await rows()).toEqual([]);
  });

  it('records one row per reply: chatbot, node, decision, confidence and the hour only', async () => {
    const before = truncateToHour(new Date());
    const welcome = await app.inject(`/api/chat/WelcomeText/${bot}/${session}`);
    const trigger = messageBlockSchema
      .parse(welcome.json())
      .buttons.find((b) => b.type === 'dialogue_trigger')!;
    const predefined = await app.inject({
      method: 'POST',
      url: '/api/chat/RequestPredefinedDialogue',
      payload: dialogueBody(trigger.label, trigger.value, { sentBy: session }),
    });
    expect(predefined.statusCode).toBe(200);
    expect((await send(fixture.question)).exchange_id).toBe(questionNode);
    expect((await send('Det brenner i stua, fnr 01010750160')).exchange_id).toBe(
      fixture.urgentNode,
    );
    expect((await send(fixture.ambiguous)).exchange_id).toBeNull();
    expect((await send(phoneQuestion)).exchange_id).toBe('fallback');
    await stats.flush();

    const columns = await database.db.execute(
      sql`select column_name from information_schema.columns where table_name = 'stat_events' order by column_name`,
    );
    expect((columns as { rows: { column_name: string }[] }).rows.map((r) => r.column_name)).toEqual(
      ['chatbot', 'confidence', 'count', 'decision', 'hour', 'kind', 'node', 'question'],
    );
    const stored = await rows();
    const hours = new Set(stored.map((r) => r.hour.toISOString()));
    expect([...hours].every((h) => h.endsWith(':00:00.000Z'))).toBe(true);
    expect(Math.min(...stored.map((r) => r.hour.getTime()))).toBeGreaterThanOrEqual(
      before.getTime(),
    );
    const byKey = (r: (typeof stored)[number]) => `${r.kind}:${r.decision ?? '-'}:${r.node ?? '-'}`;
    expect(stored.map(byKey).sort()).toEqual(
      [
        `predefined:-:${trigger.value}`,
        `message:answer:${questionNode}`,
        'message:clarify:-',
        'message:fallback:fallback',
        `message:urgent:${fixture.urgentNode}`,
        'welcome:-:welcome',
      ].sort(),
    );
    const answered = stored.find((r) => r.decision === 'answer')!;
    expect(answered.confidence).toBeGreaterThanOrEqual(0.7);
    expect(answered.question).toBeNull();
    expect(stored.find((r) => r.decision === 'urgent')!.question).toBeNull();
    expect(stored.find((r) => r.decision === 'clarify')!.question).toBe(fixture.ambiguous);
    expect(stored.find((r) => r.decision === 'fallback')!.question).toBe(
      'hvem vant fotballkampen i går? ring meg på [telefon]',
    );
    const everything = JSON.stringify(stored);
    for (const secret of [session, '912 34 567', '91234567', '01010750160', 'brenner']) {
      expect(everything).not.toContain(secret);
    }
  });

  it('keeps message text out of the log', () => {
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/fotballkampen|912 34 567|01010750160|brenner/);
  });

  it('refuses, in the database itself, a time that is not a whole hour', async () => {
    await expect(
      database.db.insert(statEvents).values({
        chatbot: bot,
        hour: new Date('2026-11-21T10:37:00Z'),
        kind: 'welcome',
      }),
    ).rejects.toThrow();
  });

  it('refuses, in the database itself, question text on a message the bot answered, and a count below 1', async () => {
    const hour = truncateToHour(new Date());
    const answered = { chatbot: bot, hour, kind: 'message', node: questionNode } as const;
    const refusedBy = (constraint: string) => ({ cause: { constraint } });
    await expect(
      database.db.insert(statEvents).values({ ...answered, decision: 'answer', question: 'hei' }),
    ).rejects.toMatchObject(refusedBy('stat_events_question_unanswered_only'));
    await expect(
      database.db.insert(statEvents).values({ ...answered, decision: 'urgent', question: 'hei' }),
    ).rejects.toMatchObject(refusedBy('stat_events_question_unanswered_only'));
    await expect(
      database.db.insert(statEvents).values({ ...answered, decision: 'answer', count: 0 }),
    ).rejects.toMatchObject(refusedBy('stat_events_count_positive'));
  });

  it('rolls expired events into daily counts, question text and all, and reports both', async () => {
    const now = new Date();
    const old = (daysAgo: number, event: Partial<StatEvent>): StatEvent => ({
      chatbot: bot,
      hour: truncateToHour(new Date(now.getTime() - daysAgo * DAY_MS)),
      kind: 'message',
      node: null,
      decision: null,
      confidence: null,
      question: null,
      ...event,
    });
    const answered = { node: questionNode, decision: 'answer', confidence: 0.9 } as const;
    const unanswered = {
      node: 'fallback',
      decision: 'fallback',
      question: 'gammelt spørsmål',
    } as const;
    await database.db.insert(statEvents).values([
      old(100, { kind: 'welcome', node: 'welcome' }),
      old(100, answered),
      old(100, answered),
      old(100, unanswered),
      // Three alike replies of one batch, counted in one row.
      { ...old(101, answered), count: 3 },
      old(101, { decision: 'clarify', question: 'uklart' }),
    ]);
    expect(await stats.cleanUp(now)).toBe(8);
    expect(await stats.cleanUp(now)).toBe(0);
    const left = await rows();
    expect(left.every((r) => r.hour.getTime() > now.getTime() - 91 * DAY_MS)).toBe(true);
    expect(left.map((r) => r.question)).not.toContain('gammelt spørsmål');

    // A late event for a day already rolled up adds to its row, also where node is null.
    await database.db.insert(statEvents).values(old(101, { decision: 'clarify', question: 'x' }));
    expect(await stats.cleanUp(now)).toBe(1);
    const daily = await database.db.select().from(statDaily).where(eq(statDaily.chatbot, bot));
    const day = (daysAgo: number) =>
      new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
    expect(daily.map((d) => [d.day, d.kind, d.node, d.decision, d.count].join('|')).sort()).toEqual(
      [
        `${day(100)}|message|${questionNode}|answer|2`,
        `${day(100)}|message|fallback|fallback|1`,
        `${day(100)}|welcome|welcome||1`,
        `${day(101)}|message|${questionNode}|answer|3`,
        `${day(101)}|message||clarify|2`,
      ].sort(),
    );

    const recent = await loadReport(database.db, { chatbot: bot, days: 30, now });
    const all = await loadReport(database.db, { chatbot: bot, days: 120, now });
    expect(all.conversations).toBe(recent.conversations + 1);
    expect(all.messages).toBe(recent.messages + 8);
    const topic = (r: typeof all) => r.topTopics.find((t) => t.node === questionNode)?.count ?? 0;
    expect(topic(all)).toBe(topic(recent) + 5);
    expect(all.decisions.clarify.count).toBe(recent.decisions.clarify.count + 2);
  });

  it('counts alike replies of one batch in one row, and lists an unanswered question only once it was asked at least 3 times', async () => {
    await send('Kan jeg ta med katten på ferie?');
    await send('Kan jeg ta med katten på ferie?');
    await stats.flush();
    const cat = (await rows()).filter((r) => r.question === 'kan jeg ta med katten på ferie');
    expect(cat.map((r) => r.count)).toEqual([2]);
    const twice = await loadReport(database.db, { chatbot: bot, days: 30 });
    expect(twice.unanswered.map((u) => u.question)).not.toContain('kan jeg ta med katten på ferie');
    await send('kan jeg ta med  katten på FERIE ');
    await stats.flush();
    const thrice = await loadReport(database.db, { chatbot: bot, days: 30 });
    expect(thrice.unanswered).toContainEqual({
      question: 'kan jeg ta med katten på ferie',
      count: 3,
    });
    expect(thrice.unanswered.map((u) => u.question)).not.toContain(fixture.ambiguous);
  });

  it('stores an unanswered question with NUL, a lone surrogate or a terminal escape as well-formed text', async () => {
    await database.db.delete(statEvents);
    await send('fotball\u0000kamp \ud83d i \u001b[31mgår');
    await stats.flush();
    const [row] = await rows();
    expect(row!.question).toBe('fotball kamp \ufffd i [31mgår');
  });

  it('stores the rest of a batch when the database refuses one of its rows', async () => {
    await database.db.delete(statEvents);
    const hour = truncateToHour(new Date());
    const unanswered = (question: string): StatEvent => ({
      chatbot: otherBot,
      hour,
      kind: 'message',
      node: 'fallback',
      decision: 'fallback',
      confidence: 0.1,
      question,
    });
    // Raw text as if the sanitising had a gap: PostgreSQL refuses NUL and lone surrogates.
    const batch = ['katten', 'hunden\u0000', 'hesten', '\ud800fisken', 'katten'].map(unanswered);
    const error = await insertEvents(database.db, batch).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'EventsDropped', dropped: 2 });
    expect((error as { cause: { code: string } }).cause.code).toMatch(/^22/);
    const stored = await rows();
    expect(stored.map((r) => [r.question, r.count]).sort()).toEqual([
      ['hesten', 1],
      ['katten', 2],
    ]);
  });

  it('still answers 200 when the statistics cannot be written, and logs no text', async () => {
    await database.db.execute(sql`alter table stat_events rename to stat_events_away`);
    try {
      const reply = await send(phoneQuestion);
      expect(reply.exchange_id).toBe('fallback');
      await stats.flush();
    } finally {
      await database.db.execute(sql`alter table stat_events_away rename to stat_events`);
    }
    const dropped = lines.filter((l) => l.includes('statistics batch dropped'));
    expect(dropped).toHaveLength(1);
    expect(dropped[0]).toContain('42P01');
    expect(dropped[0]).not.toMatch(/fotball|telefon|params/);
  });
});
