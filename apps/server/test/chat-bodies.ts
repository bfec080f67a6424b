import { fixture } from './fixture.js';

/** What the client sends with every chat call (SPEC §7), for the API tests to reuse. */
interface BodyOptions {
  sentBy: string;
  chatbot?: string;
  timestampDateTime?: string;
}

const TIMESTAMP = '2026-11-21T10:00:00.000Z';

/** POST /api/chat/NewMessageToChatbot's body: the message and the current exchange. */
export const messageBody = (
  text: string,
  exchangeId: string | null,
  { sentBy, chatbot = fixture.bot, timestampDateTime = TIMESTAMP }: BodyOptions,
) => ({
  message: text,
  buttons: [],
  image_carousel: [],
  timestampDateTime,
  sentBy,
  exchange_id: exchangeId,
  chatbot_identification: chatbot,
});

/** POST /api/chat/RequestPredefinedDialogue's body: the trigger's label and value. */
export const dialogueBody = (
  label: string,
  triggerValue: string,
  { sentBy, chatbot = fixture.bot, timestampDateTime = TIMESTAMP }: BodyOptions,
) => ({
  message: label,
  timestampDateTime,
  sentBy,
  exchange_id: triggerValue,
  chatbot_identification: chatbot,
});
