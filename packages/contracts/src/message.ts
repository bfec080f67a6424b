import { z } from 'zod';

export const buttonTypeSchema = z.enum([
  'quick_reply',
  'dialogue_trigger',
  'link',
  'email',
  'phone',
]);
export type ButtonType = z.infer<typeof buttonTypeSchema>;

export const chatButtonSchema = z
  .object({
    type: buttonTypeSchema,
    value: z.string(),
    label: z.string(),
    exchange_id: z.string().nullable(),
  })
  .meta({ id: 'ChatButton' });
export type ChatButton = z.infer<typeof chatButtonSchema>;

export const carouselImageSchema = z
  .object({
    imageUrl: z.string(),
    altText: z.string(),
  })
  .meta({ id: 'CarouselImage' });
export type CarouselImage = z.infer<typeof carouselImageSchema>;

/** The message block of SPEC §3: what the chat API returns and what the client posts. */
export const messageBlockSchema = z
  .object({
    message: z.string(),
    sentBy: z.string(),
    buttons: z.array(chatButtonSchema),
    image_carousel: z.array(carouselImageSchema),
    timestampDateTime: z.string(),
    exchange_id: z.string().nullable(),
    chatbot_identification: z.string(),
  })
  .meta({ id: 'MessageBlock' });
export type MessageBlock = z.infer<typeof messageBlockSchema>;
