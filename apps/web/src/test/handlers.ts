/** The mock API of the component tests: every call of SPEC §7, answered from the fixtures. */
import type { NewMessageRequest } from '@dina/contracts';
import { apiBase, apiPaths } from '@dina/contracts/paths';
import { http, HttpResponse } from 'msw';
import {
  answerTo,
  bot,
  dialogueAnswer,
  landingPage,
  publicInfo,
  subPages,
  tiles,
  welcome,
} from './fixtures';

/** The API's address of a path of `apiPaths` (or one with `:params` for a handler). */
export const api = (path: string) => `${apiBase}${path}`;

const notFound = () =>
  HttpResponse.json({ error: { code: 'not_found', message: 'Fant ikke.' } }, { status: 404 });

export const handlers = [
  http.get(api('/ChatBot/GetPublicInfo/:chatbot'), ({ params }) =>
    params.chatbot === bot ? HttpResponse.json(publicInfo) : notFound(),
  ),
  http.get(api('/Page/GetTilesForClient/:chatbot'), () => HttpResponse.json(tiles)),
  http.get(api('/Page/GetLandingForClient/:chatbot'), () => HttpResponse.json(landingPage)),
  http.get(api('/Page/GetSubPageForClient/:id'), ({ params }) => {
    const page = subPages[Number(params.id)];
    return page ? HttpResponse.json(page) : notFound();
  }),
  http.get(api('/chat/WelcomeText/:chatbot/:session'), () => HttpResponse.json(welcome)),
  http.post(api(apiPaths.newMessage), async ({ request }) => {
    const body = (await request.json()) as NewMessageRequest;
    return HttpResponse.json(answerTo(body.message));
  }),
  http.post(api(apiPaths.predefinedDialogue), () => HttpResponse.json(dialogueAnswer)),
];
