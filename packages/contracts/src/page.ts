import { z } from 'zod';

/** GET /api/Page/GetTilesForClient/{chatbotIdentificator} returns a list of these. */
export const tileSchema = z
  .object({
    header: z.string(),
    text: z.string(),
    linkText: z.string(),
    /** The question the tile's «Spør … om {linkText}» button sends. */
    question: z.string(),
    subPageId: z.number().int(),
    iconId: z.string().nullable(),
    altText: z.string().nullable(),
  })
  .meta({ id: 'Tile' });
export type Tile = z.infer<typeof tileSchema>;
export const tileListSchema = z.array(tileSchema);

export const mediaTypeSchema = z.enum(['IMAGE', 'VIDEO', 'DOCUMENT']);
export type MediaType = z.infer<typeof mediaTypeSchema>;

export const topMediaSchema = z
  .object({
    id: z.string(),
    mediaType: mediaTypeSchema,
    altText: z.string().nullable(),
  })
  .meta({ id: 'TopMedia' });
export type TopMedia = z.infer<typeof topMediaSchema>;

export const talkTopicSchema = z
  .object({
    text: z.string(),
    buttonLabel: z.string(),
    buttonValue: z.string(),
  })
  .meta({ id: 'TalkTopic' });
export type TalkTopic = z.infer<typeof talkTopicSchema>;

/** GET /api/Page/GetSubPageForClient/{subPageId}; `content` and `talkTopic.text` are sanitised HTML. */
export const subPageSchema = z
  .object({
    id: z.number().int(),
    chatbotIdentificator: z.string(),
    header: z.string(),
    content: z.string(),
    topMedia: topMediaSchema.nullable(),
    talkTopic: talkTopicSchema.nullable(),
    /** The day health personnel approved the page (YYYY-MM-DD); null while it is a draft. */
    lastReviewed: z.string().nullable(),
  })
  .meta({ id: 'SubPage' });
export type SubPage = z.infer<typeof subPageSchema>;

/** Route parameter of GetSubPageForClient: a positive integer written in decimal digits. */
export const subPageIdSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

const landingImageSchema = z.object({
  url: z.string(),
  altText: z.string().nullable(),
});

/**
 * GET /api/Page/GetLandingForClient/{chatbotIdentificator}: the landing's sections besides
 * the tiles (SPEC §2). Every `html` is sanitised HTML.
 */
export const landingPageSchema = z
  .object({
    intro: z.object({ heading: z.string(), html: z.string() }),
    facts: z.object({
      heading: z.string(),
      items: z.array(
        z.object({
          title: z.string(),
          html: z.string(),
          link: z.enum(['people-behind', 'privacy']).nullable(),
        }),
      ),
    }),
    peopleBehind: z.object({
      heading: z.string(),
      html: z.string(),
      linkText: z.string(),
      images: z.array(landingImageSchema),
    }),
    followAlong: z.object({
      heading: z.string(),
      html: z.string(),
      appComingSoon: z.object({ heading: z.string(), html: z.string() }),
    }),
    partners: z.object({
      heading: z.string(),
      html: z.string().nullable(),
      items: z.array(
        z.object({ name: z.string(), role: z.string(), logo: landingImageSchema.nullable() }),
      ),
    }),
  })
  .meta({ id: 'LandingPage' });
export type LandingPage = z.infer<typeof landingPageSchema>;
