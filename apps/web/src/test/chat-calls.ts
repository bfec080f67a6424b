/** Recording what the chat sends to the mock API. */
import type { NewMessageRequest, PredefinedDialogueRequest } from '@dina/contracts';
import { apiPaths } from '@dina/contracts/paths';
import { http, HttpResponse } from 'msw';
import { answerTo, dialogueAnswer, welcome } from './fixtures';
import { api } from './handlers';
import { server } from './server';

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
