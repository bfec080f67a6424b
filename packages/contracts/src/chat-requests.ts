import { z } from 'zod';
import { MAX_MESSAGE_LENGTH } from './limits.js';

export { MAX_MESSAGE_LENGTH };

const field = (name: string) => ({ error: `Feltet «${name}» mangler eller har feil type.` });
const id = (name: string) =>
  z.string(field(name)).min(1, field(name).error).max(100, `Feltet «${name}» er for langt.`);

const message = z
  .string(field('message'))
  .trim()
  .min(1, 'Meldingen kan ikke være tom.')
  .max(MAX_MESSAGE_LENGTH, `Meldingen er for lang. Skriv høyst ${MAX_MESSAGE_LENGTH} tegn.`);

const timestamp = z.iso.datetime({
  offset: true,
  error: 'Feltet «timestampDateTime» må være et ISO-tidspunkt.',
});

/**
 * A request body is exactly the fields SPEC §7 lists: anything else is refused rather than
 * ignored, so a client bug or a probe is noticed instead of silently passing.
 */
const exactly = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys'
      ? 'Forespørselen har felt som ikke er tillatt.'
      : 'Forespørselen må være et JSON-objekt.',
};

/** POST /api/chat/NewMessageToChatbot (SPEC §7). */
export const newMessageRequestSchema = z
  .strictObject(
    {
      message,
      buttons: z
        .array(z.unknown(), field('buttons'))
        .max(0, 'Feltet «buttons» skal være en tom liste.'),
      image_carousel: z
        .array(z.unknown(), field('image_carousel'))
        .max(0, 'Feltet «image_carousel» skal være en tom liste.'),
      timestampDateTime: timestamp,
      sentBy: id('sentBy'),
      exchange_id: id('exchange_id').nullable(),
      chatbot_identification: id('chatbot_identification'),
    },
    exactly,
  )
  .meta({ id: 'NewMessageRequest' });
export type NewMessageRequest = z.infer<typeof newMessageRequestSchema>;

/** POST /api/chat/RequestPredefinedDialogue (SPEC §7): `exchange_id` is the trigger's value. */
export const predefinedDialogueRequestSchema = z
  .strictObject(
    {
      message: z.string(field('message')).max(MAX_MESSAGE_LENGTH, 'Meldingen er for lang.'),
      timestampDateTime: timestamp,
      sentBy: id('sentBy'),
      exchange_id: id('exchange_id'),
      chatbot_identification: id('chatbot_identification'),
    },
    exactly,
  )
  .meta({ id: 'PredefinedDialogueRequest' });
export type PredefinedDialogueRequest = z.infer<typeof predefinedDialogueRequestSchema>;

/** The session id in GET /api/chat/WelcomeText/{chatbot}/{sessionUserId}: a UUID or similar token. */
export const sessionUserIdSchema = z.string().regex(/^[A-Za-z0-9-]{1,100}$/);
