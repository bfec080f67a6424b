import { z } from 'zod';

/** GET /api/Page/GetTilesForClient/{chatbotIdentificator} returns a list of these. */
export const tileSchema = z.object({
  header: z.string(),
  text: z.string(),
  linkText: z.string(),
  subPageId: z.number().int(),
  iconId: z.string().nullable(),
  altText: z.string().nullable(),
});
export type Tile = z.infer<typeof tileSchema>;
export const tileListSchema = z.array(tileSchema);

export const mediaTypeSchema = z.enum(['IMAGE', 'VIDEO', 'DOCUMENT']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const topMediaSchema = z.object({
  id: z.string(),
  mediaType: mediaTypeSchema,
  altText: z.string().nullable(),
});
export type TopMedia = z.infer<typeof topMediaSchema>;

export const talkTopicSchema = z.object({
  text: z.string(),
  buttonLabel: z.string(),
  buttonValue: z.string(),
});
export type TalkTopic = z.infer<typeof talkTopicSchema>;

/** GET /api/Page/GetSubPageForClient/{subPageId}; `content` and `talkTopic.text` are sanitised HTML. */
export const subPageSchema = z.object({
  id: z.number().int(),
  chatbotIdentificator: z.string(),
  header: z.string(),
  content: z.string(),
  topMedia: topMediaSchema.nullable(),
  talkTopic: talkTopicSchema.nullable(),
});
export type SubPage = z.infer<typeof subPageSchema>;

/** Route parameter of GetSubPageForClient: a positive integer written in decimal digits. */
export const subPageIdSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
