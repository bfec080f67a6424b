import { z } from 'zod';

/** Lower-case letters, digits and dashes: what a chatbot identificator in a route may be. */
export const chatbotIdentificatorSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/i)
  .transform((id) => id.toLowerCase());

/** A menu item or tile reference (SPEC §3); `id` is the sub-page it links to. */
export const menuItemSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    mediaId: z.string().nullable(),
    altText: z.string().nullable(),
  })
  .meta({ id: 'MenuItem' });
export type MenuItem = z.infer<typeof menuItemSchema>;

export const questionSuggestionSchema = z
  .object({
    label: z.string(),
    value: z.string(),
  })
  .meta({ id: 'QuestionSuggestion' });
export type QuestionSuggestion = z.infer<typeof questionSuggestionSchema>;

/** A topic of the chat's keyboard extension; `id` is a sub-page id. */
export const keyboardExtensionTopicSchema = menuItemSchema;
export type KeyboardExtensionTopic = z.infer<typeof keyboardExtensionTopicSchema>;

export const subPageRefSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    mediaId: z.string().nullable(),
    altText: z.string().nullable(),
    showInKeyboardExtension: z.boolean(),
  })
  .meta({ id: 'SubPageRef' });
export type SubPageRef = z.infer<typeof subPageRefSchema>;

/** GET /api/ChatBot/GetPublicInfo/{chatbotIdentificator} */
export const chatbotPublicInfoSchema = z
  .object({
    identificator: z.string(),
    name: z.string(),
    avatarUrl: z.string(),
    hasLandingPage: z.boolean(),
    mainMenuItems: z.array(menuItemSchema),
    topMenuItems: z.array(menuItemSchema),
    mainMenuTopics: z.array(menuItemSchema),
    questionSuggestions: z.array(questionSuggestionSchema),
    keyboardExtensionTopics: z.array(keyboardExtensionTopicSchema),
    subPages: z.array(subPageRefSchema),
    /** The Formål, Menneskene bak and Personvern pages as sanitised HTML, from the content. */
    about: z.object({
      purpose: z.string(),
      peopleBehind: z.string(),
      privacy: z.string(),
      /** The organisation facts are made-up development values; the pages say so. */
      exampleFacts: z.boolean(),
      /** The deployment's published accessibility statement (uustatus.no). */
      accessibilityStatementUrl: z.string(),
    }),
  })
  .meta({ id: 'ChatbotPublicInfo' });
export type ChatbotPublicInfo = z.infer<typeof chatbotPublicInfoSchema>;
