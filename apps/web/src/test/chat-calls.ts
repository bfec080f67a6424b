/** Recording what the chat sends to the mock API. */
import type { NewMessageRequest, PredefinedDialogueRequest } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { preloadableRoutes } from '../app/routes';
import { nb } from '../lib/nb';
import { answerTo, dialogueAnswer, welcome } from './fixtures';
import { api } from './handlers';
import { server } from './server';
import { advance, fakeTimeouts, waitInRealTime } from './timers';

/** What the chat asked the API for, in order. */
export interface ChatCalls {
  welcomes: { chatbot: string; session: string }[];
  messages: NewMessageRequest[];
  dialogues: PredefinedDialogueRequest[];
}

/** Answers the chat calls as the default handlers do, and records each request. */
export function recordChatCalls(): ChatCalls {
  const calls: ChatCalls = { welcomes: [], messages: [], dialogues: [] };
  server.use(
    http.get(api('/chat/WelcomeText/:chatbot/:session'), ({ params }) => {
      calls.welcomes.push({ chatbot: String(params.chatbot), session: String(params.session) });
      return HttpResponse.json(welcome);
    }),
    http.post(api(apiPaths.newMessage), async ({ request }) => {
      const body = (await request.json()) as NewMessageRequest;
      calls.messages.push(body);
      return HttpResponse.json(answerTo(body.message));
    }),
    http.post(api(apiPaths.predefinedDialogue), async ({ request }) => {
      calls.dialogues.push((await request.json()) as PredefinedDialogueRequest);
      return HttpResponse.json(dialogueAnswer);
    }),
  );
  return calls;
}

/**
 * Holds every answer to a typed or clicked message back until `release()`, so a test sees
 * the conversation while the chat waits.
 */
export function holdAnswers(): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(api(apiPaths.newMessage), async ({ request }) => {
      const body = (await request.json()) as NewMessageRequest;
      await held;
      return HttpResponse.json(answerTo(body.message));
    }),
  );
  return { release };
}

/**
 * Clicks a link or button that opens the chat with a question, and lets the chat's 500 ms
 * before sending it (SPEC §9) pass on a fake clock; the answer then comes in real time.
 */
export async function clickIntoChat(target: HTMLElement): Promise<void> {
  // Screens are preloaded, as the app does after its first screen (main.tsx): loading a
  // module while timeouts are fake would stall the test runner.
  await Promise.all(preloadableRoutes.map((load) => load()));
  fakeTimeouts();
  fireEvent.click(target);
  await waitInRealTime(() => screen.getByRole('log', { name: nb.conversation }));
  advance(500);
  vi.useRealTimers();
}
