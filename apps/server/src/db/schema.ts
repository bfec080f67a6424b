import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  AboutPages,
  DialogueNode,
  LandingItem,
  LanguageFile,
  MenuEntry,
  Review,
} from '@dina/content';

/** A dialogue node as stored: everything but the columns of its own. */
export type NodeData = Omit<DialogueNode, 'id' | 'kind' | 'review'>;

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

const chatbotRef = () =>
  text('chatbot')
    .notNull()
    .references(() => chatbots.identificator, { onDelete: 'cascade' });

/** One row per chatbot; `contentHash` tells whether its content folder changed since loading. */
export const chatbots = pgTable('chatbots', {
  identificator: text('identificator').primaryKey(),
  name: text('name').notNull(),
  avatarMediaId: text('avatar_media_id').notNull(),
  hasLandingPage: boolean('has_landing_page').notNull(),
  mainMenu: jsonb('main_menu').$type<MenuEntry[]>().notNull(),
  topMenu: jsonb('top_menu').$type<MenuEntry[]>().notNull(),
  mainMenuTopics: jsonb('main_menu_topics').$type<MenuEntry[]>().notNull(),
  language: jsonb('language')
    .$type<LanguageFile>()
    .notNull()
    .default({ stopwords: [], variants: {} }),
  questionSuggestions: jsonb('question_suggestions')
    .$type<{ label: string; value: string }[]>()
    .notNull(),
  contentHash: text('content_hash').notNull(),
  /** `version` of chatbot.yaml; content of a lower version never replaces it at start. */
  contentVersion: integer('content_version').notNull().default(0),
  /** The information pages' HTML; the privacy page still holds {{retentionDays}}. */
  about: jsonb('about').$type<AboutPages>().notNull().default({
    purpose: '',
    peopleBehind: '',
    privacy: '',
    exampleFacts: false,
    accessibilityStatementUrl: '',
  }),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Sub-page ids are global (the API names no chatbot) and chosen by content authors. */
export const subPages = pgTable('sub_pages', {
  id: integer('id').primaryKey(),
  chatbot: chatbotRef(),
  slug: text('slug').notNull(),
  title: text('title').notNull(),
  contentHtml: text('content_html').notNull(),
  showInKeyboardExtension: boolean('show_in_keyboard_extension').notNull(),
  iconMediaId: text('icon_media_id'),
  topMediaId: text('top_media_id'),
  talkTopic: jsonb('talk_topic').$type<{
    html: string;
    buttonLabel: string;
    buttonValue: string;
  } | null>(),
  review: jsonb('review').$type<Review>().notNull(),
});

/** The landing's sections besides the tiles; only chatbots with a landing page have a row. */
export const landingPages = pgTable('landing_pages', {
  chatbot: chatbotRef().primaryKey(),
  data: jsonb('data').$type<Omit<LandingItem, 'review'>>().notNull(),
  review: jsonb('review').$type<Review>().notNull(),
});

export const tiles = pgTable(
  'tiles',
  {
    chatbot: chatbotRef(),
    position: integer('position').notNull(),
    header: text('header').notNull(),
    textHtml: text('text_html').notNull(),
    linkText: text('link_text').notNull(),
    question: text('question').notNull().default(''),
    subPageId: integer('sub_page_id').notNull(),
    iconMediaId: text('icon_media_id'),
    altText: text('alt_text'),
  },
  (t) => [primaryKey({ columns: [t.chatbot, t.position] })],
);

export const media = pgTable(
  'media',
  {
    chatbot: chatbotRef(),
    id: text('id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    kind: text('kind').$type<'IMAGE' | 'VIDEO' | 'DOCUMENT'>().notNull(),
    altText: text('alt_text'),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatbot, t.id] })],
);

/** What the dialogue engine answers with; `data` holds the resolved node of @dina/content. */
export const dialogueNodes = pgTable(
  'dialogue_nodes',
  {
    chatbot: chatbotRef(),
    id: text('id').notNull(),
    position: integer('position').notNull(),
    kind: text('kind').$type<'topic' | 'step'>().notNull(),
    data: jsonb('data').$type<NodeData>().notNull(),
    review: jsonb('review').$type<Review>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.chatbot, t.id] })],
);

/** What a statistics event counts: a conversation start, a typed message or a dialogue button. */
export type StatKind = 'welcome' | 'message' | 'predefined';
/** The engine's decision on a typed message (see Outcome in @dina/engine). */
export type StatDecision = 'answer' | 'clarify' | 'fallback' | 'urgent';

/**
 * Anonymous chat replies, kept for STATS_RETENTION_DAYS: one row per distinct reply of a
 * written batch, with how many times it occurred. Deliberately without a session id, IP
 * address, user agent, row id or exact time: `hour` is truncated to the hour and rows are
 * written in shuffled batches, so messages cannot be linked into one visitor's talk.
 * No foreign key to chatbots: statistics outlive a chatbot's content being replaced.
 */
export const statEvents = pgTable(
  'stat_events',
  {
    chatbot: text('chatbot').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    kind: text('kind').$type<StatKind>().notNull(),
    /** The node answered; null when the bot asked "Mente du …?". */
    node: text('node'),
    decision: text('decision').$type<StatDecision>(),
    confidence: real('confidence'),
    /** PII-scrubbed question, only for messages the bot could not answer (clarify, fallback). */
    question: text('question'),
    /** Replies alike in every column above, counted in one row. */
    count: integer('count').notNull().default(1),
  },
  (t) => [
    index('stat_events_chatbot_hour').on(t.chatbot, t.hour),
    check('stat_events_count_positive', sql`${t.count} > 0`),
    // The privacy promises, enforced by the database whatever code writes here.
    check('stat_events_whole_hour', sql`${t.hour} = date_trunc('hour', ${t.hour}, 'UTC')`),
    check(
      'stat_events_question_unanswered_only',
      sql`${t.question} is null or ${t.decision} in ('clarify', 'fallback')`,
    ),
  ],
);

/** Counts per chatbot, UTC day, kind, node and decision; kept after raw events expire. */
export const statDaily = pgTable(
  'stat_daily',
  {
    chatbot: text('chatbot').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<StatKind>().notNull(),
    node: text('node'),
    decision: text('decision').$type<StatDecision>(),
    count: integer('count').notNull(),
  },
  // NULLS NOT DISTINCT (PostgreSQL 15+) so a roll-up adds to the row of a day with no node.
  (t) => [
    unique('stat_daily_key').on(t.chatbot, t.day, t.kind, t.node, t.decision).nullsNotDistinct(),
  ],
);
