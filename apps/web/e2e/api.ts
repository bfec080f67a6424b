import type { APIRequestContext } from '@playwright/test';

/** The parts of a message block (SPEC §7) the end-to-end tests compare with the screen. */
export interface Block {
  message: string;
  exchange_id: string | null;
  buttons: { type: string; label: string; value: string }[];
}

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
