import type { APIRequestContext } from '@playwright/test';

/**
 * What the end-to-end tests expect of the content is read from the API at run time, never
 * written into the tests: the servers serve the production content, and an editor who
 * rewrites an answer, a page or a heading must not break a test of the app.
 */

/** The parts of a message block (SPEC §7) the end-to-end tests compare with the screen. */
export interface Block {
  message: string;
  exchange_id: string | null;
  buttons: { type: string; label: string; value: string }[];
  image_carousel: { imageUrl: string; altText: string }[];
}

/** The parts of a chatbot's public info (SPEC §3) the tests use. */
export interface PublicInfo {
  name: string;
  questionSuggestions: { label: string; value: string }[];
  keyboardExtensionTopics: { id: number; title: string }[];
  mainMenuItems: { title: string }[];
  mainMenuTopics: { id: number; title: string }[];
  about: {
    purpose: string;
    peopleBehind: string;
    privacy: string;
    accessibilityStatementUrl: string;
  };
}

export interface Tile {
  header: string;
  linkText: string;
  question: string;
  subPageId: number;
}

interface Image {
  url: string;
  altText: string | null;
}

export interface Landing {
  facts: { heading: string; items: { title: string }[] };
  peopleBehind: { heading: string; images: Image[] };
  followAlong: { appComingSoon: { heading: string } };
  partners: { heading: string; items: { name: string }[] };
}

const get = async <T>(request: APIRequestContext, path: string): Promise<T> =>
  (await (await request.get(path)).json()) as T;

export const welcomeOf = (request: APIRequestContext, bot = 'dina') =>
  get<Block>(request, `/api/chat/WelcomeText/${bot}/e2e`);
export const infoOf = (request: APIRequestContext, bot = 'dina') =>
  get<PublicInfo>(request, `/api/ChatBot/GetPublicInfo/${bot}`);
export const tilesOf = (request: APIRequestContext) =>
  get<Tile[]>(request, '/api/Page/GetTilesForClient/dina');
export const landingOf = (request: APIRequestContext) =>
  get<Landing>(request, '/api/Page/GetLandingForClient/dina');
export const subPageOf = (request: APIRequestContext, id: number) =>
  get<{ header: string; talkTopic: { buttonLabel: string; buttonValue: string } | null }>(
    request,
    `/api/Page/GetSubPageForClient/${id}`,
  );

/** What the API answers to a question typed to dina, to compare with what the screen shows. */
export async function answerOf(request: APIRequestContext, text: string): Promise<Block> {
  const res = await request.post('/api/chat/NewMessageToChatbot', {
    data: {
      message: text,
      buttons: [],
      image_carousel: [],
      timestampDateTime: new Date().toISOString(),
      sentBy: 'e2e',
      exchange_id: null,
      chatbot_identification: 'dina',
    },
  });
  return (await res.json()) as Block;
}

/** A bubble's HTML as the text the visitor reads. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The text of the first bubble of a message (bubbles are separated by a blank line). */
export const firstBubbleText = (message: string) => textOf(message.split('\n\n')[0]!);

/**
 * The first of the content's own questions (question suggestions, then the landing tiles'
 * questions) whose answer passes `wanted`, and that answer: a test that needs an answer with
 * an image or a long one finds it this way. Fails, naming the need, when none does.
 */
export async function questionWhose(
  request: APIRequestContext,
  wanted: (answer: Block) => boolean,
  need: string,
): Promise<{ question: string; answer: Block }> {
  for (const question of await contentQuestions(request)) {
    const answer = await answerOf(request, question);
    if (wanted(answer)) return { question, answer };
  }
  throw new Error(`No question suggestion or tile question of dina gets ${need}`);
}

/** Dina's question suggestions and the landing tiles' questions, as the visitor sends them. */
export async function contentQuestions(request: APIRequestContext): Promise<string[]> {
  const [info, tiles] = await Promise.all([infoOf(request), tilesOf(request)]);
  return [...info.questionSuggestions.map((s) => s.value), ...tiles.map((t) => t.question)];
}

/** For a text from the content inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An answer the engine chose from the content: not the fallback and not «Mente du …?». */
export const isTopicAnswer = (answer: Block) =>
  answer.exchange_id !== null && answer.exchange_id !== 'fallback';
