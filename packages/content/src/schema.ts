import { z } from 'zod';

/** Ids that appear in URLs and YAML references: lower-case words joined by dashes. */
const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Bruk små bokstaver, tall og bindestrek');
const isoDate = z.iso.date('Skriv datoen som ÅÅÅÅ-MM-DD');
const text = z.string().trim().min(1, 'Kan ikke være tom');

export const reviewSchema = z.strictObject({
  status: z.enum(['draft', 'approved']),
  sources: z.array(z.string()).min(1, 'Oppgi minst én kilde'),
  updated: isoDate,
  nextReview: isoDate,
  /** Who approved the text, their role and the day: required once `status` is approved. */
  reviewedBy: z.string().optional(),
  role: z.string().optional(),
  approvedOn: isoDate.optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const sourceFileSchema = z.array(
  z.strictObject({ id: z.string().min(1), title: text, url: z.url() }),
);

export const mediaFileSchema = z.array(
  z.strictObject({
    id: slug,
    file: z.string().regex(/^[\w.-]+$/, 'Bare filnavn, ingen mapper'),
    /** Norwegian alt text; required for images, and describes a video for screen readers. */
    alt: z.string().optional(),
  }),
);

const menuItem = z.strictObject({
  page: z.number().int().positive(),
  title: text.optional(),
  icon: slug.optional(),
});

export const chatbotFileSchema = z.strictObject({
  identificator: slug,
  /**
   * Raised with every published change. An instance never replaces content of a higher
   * version in the shared database with its own (an old instance must not roll back the
   * fleet); only `npm run content -- rollback` does that on purpose.
   */
  version: z.number().int().positive(),
  name: text,
  avatar: slug,
  hasLandingPage: z.boolean(),
  mainMenu: z.array(menuItem).default([]),
  topMenu: z.array(menuItem).default([]),
  mainMenuTopics: z.array(menuItem).default([]),
  questionSuggestions: z.array(z.strictObject({ label: text, value: text.optional() })).default([]),
  /** Topic ids the chatbot must answer (the content brief's list); each must be a node. */
  requiredNodes: z.array(slug).default([]),
});
export type ChatbotFile = z.infer<typeof chatbotFileSchema>;

export const tilesFileSchema = z.array(
  z.strictObject({
    header: text,
    text: text,
    linkText: text,
    /** The whole question «Spør … om {linkText}» sends, as a visitor would type it. */
    question: text,
    /** The dialogue node that question must reach (checked through the engine in tests). */
    topic: slug,
    page: z.number().int().positive(),
    icon: slug.optional(),
  }),
);

export const pageFrontMatterSchema = z.strictObject({
  id: z.number().int().positive().max(999_999_999),
  title: text,
  showInKeyboardExtension: z.boolean().default(false),
  icon: slug.optional(),
  topMedia: slug.optional(),
  talkTopic: z.strictObject({ text: text, buttonLabel: text, buttonValue: text }).optional(),
  review: reviewSchema,
});
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;

const button = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('quick_reply'), label: text, node: slug }),
  z.strictObject({ type: z.literal('dialogue_trigger'), label: text, node: slug }),
  z.strictObject({ type: z.literal('link'), label: text, url: z.url({ protocol: /^https?$/ }) }),
  z.strictObject({ type: z.literal('email'), label: text, address: z.email() }),
  z.strictObject({
    type: z.literal('phone'),
    label: text,
    number: z.string().regex(/^\+?[\d ]{3,20}$/, 'Telefonnummer med sifre og mellomrom'),
  }),
]);
export type ButtonSource = z.infer<typeof button>;

export const dialogueFileSchema = z.array(
  z.strictObject({
    id: slug,
    /** Short name of the topic, shown on "Mente du …?" buttons; defaults to the first phrasing. */
    title: text.optional(),
    /** `topic` nodes are matched against questions; `step` nodes are reached only by buttons. */
    kind: z.enum(['topic', 'step']).default('topic'),
    phrases: z.array(text).default([]),
    keywords: z.array(text).default([]),
    answer: z.array(text).min(1, 'Et svar trenger minst én boble'),
    image: slug.optional(),
    video: slug.optional(),
    carousel: z.array(slug).default([]),
    buttons: z.array(button).default([]),
    review: reviewSchema,
  }),
);
/** A rule of the warning-sign pattern language: a phrase, or phrases that must all occur. */
const rule = z.union([text, z.array(text).min(1)]);

/** Language data that extends the engine's Norwegian defaults for one chatbot. */
export const languageFileSchema = z.strictObject({
  stopwords: z.array(text).default([]),
  variants: z.record(text, z.array(text)).default({}),
  /**
   * Worry, guilt, fear and sadness: with a topic, its answer gets `bubble` in front; alone,
   * the message gets the support topic `node`, or the `support` topic of the first group whose
   * words it uses (sadness: the topic on low mood). Words in the warning-sign pattern language.
   */
  feelings: z
    .strictObject({
      node: slug,
      bubble: text,
      words: z.array(text).min(1),
      support: z.array(z.strictObject({ node: slug, words: z.array(text).min(1) })).default([]),
    })
    .optional(),
  /**
   * Kinds of question answered with the fallback whatever their words: another person's
   * illness («pappa har type 1 …»), a topic no answer covers (a vaccine). `rules` tell of the
   * kind (a list: phrases that must all occur); a phrase of its `unless` anywhere in the
   * message makes it a question the chatbot answers. Warning-sign pattern language, no lists.
   */
  declined: z
    .array(
      z.strictObject({
        rules: z.array(rule).min(1),
        unless: z.array(text).default([]),
      }),
    )
    .optional(),
  /**
   * «Kan jeg spise/drikke X?»: when a message asks only that, the kind of X decides the answer
   * (`node`), or the fallback when `node` is null. A word ending in * is a prefix.
   */
  foods: z
    .strictObject({
      asks: z.array(text).min(1),
      ignore: z.array(text).default([]),
      kinds: z.array(z.strictObject({ node: slug.nullable(), words: z.array(text).min(1) })).min(1),
      /** Other food nodes whose answer from the matcher stands (breakfast, meal rhythm …). */
      keep: z.array(slug).default([]),
    })
    .optional(),
  /**
   * The usual treatment targets for self-measured glucose, in mmol/l: a reading in a message
   * («6,9 etter frokost») at or over its target leads to the topic of a high reading, one
   * under it to the targets. Medical numbers, so they carry review metadata with sources.
   */
  glucose: z
    .strictObject({
      fasting: z.number().positive().max(35),
      afterMeal: z.number().positive().max(35),
      review: reviewSchema,
    })
    .optional(),
});

/**
 * A chatbot's warning signs (warning-signs.yaml): reviewed medical content, so it carries
 * review metadata with sources. Each sign has rules (the engine's pattern language, see
 * packages/engine/src/warning-signs/patterns.ts) and examples that must be recognised as it.
 */
export const warningSignsFileSchema = z.strictObject({
  review: reviewSchema,
  concepts: z.record(slug, z.array(text).min(1)).default({}),
  negation: z.strictObject({ before: z.array(text).min(1), after: z.array(text).default([]) }),
  hypothetical: z.array(text).default([]),
  present: z.array(text).default([]),
  /** Phrases that, opening a sentence, keep the sentence before it about now. */
  presentBack: z.array(text).default([]),
  others: z.array(text).default([]),
  self: z.array(text).default([]),
  othersToo: z.array(text).default([]),
  resolved: z.array(text).default([]),
  /** Ordinary words never read as a typo of a rule's word («katten» is no «natten»). */
  realWords: z.array(text).default([]),
  signs: z
    .array(
      z
        .strictObject({
          id: slug,
          title: text,
          node: slug,
          rules: z.array(rule).min(1, 'Et varseltegn trenger minst én regel'),
          /**
           * Phrases that explain the sign away in the same sentence ("blør fra fingeren"); a
           * guessed one («sikkert bare tiss») only up to a «men» after it.
           */
          except: z.array(text).default([]),
          /** Phrases whose words the sign's rules may not use («sukker i blod» is no blood). */
          mask: z.array(text).default([]),
          /** Counts in clauses about other people and the past (cancer in the family). */
          anyone: z.boolean().default(false),
          /** Counts in clauses about other people, but not in the past («mannen min puster ikke»). */
          someoneElse: z.boolean().default(false),
          examples: z.array(text).min(1, 'Gi minst ett eksempel som skal kjennes igjen'),
        })
        // `anyone` counts the past too, `someoneElse` does not: both at once says two things.
        .refine((sign) => !(sign.anyone && sign.someoneElse), {
          message: 'Velg enten anyone eller someoneElse, ikke begge',
          path: ['someoneElse'],
        }),
    )
    .min(1),
  /** Messages that resemble a sign but are not one: none may be taken as a warning sign. */
  nearMisses: z.array(text).default([]),
});
export type WarningSignsFile = z.infer<typeof warningSignsFileSchema>;

/**
 * A learnt warning-sign model (warning-sign-model.json), written by
 * `npm run -w bench train-signs` from the tuning sets, the core set and the phrasings: it
 * catches signs no rule foresaw, where no rule fired or held one back
 * (packages/engine/src/warning-signs/detector.ts, `learnt`).
 */
export const signModelFileSchema = z
  .strictObject({
    /** The node that answers a sign the model finds. */
    node: slug,
    /**
     * Topics that answer such a message better, when the message is answered with one of them
     * (first aid for a hypoglycaemia, help for low mood).
     */
    yieldTo: z.array(slug).default([]),
    threshold: z.number().gt(0).lt(1),
    /** What it was trained on, for editors: messages of each kind and the sets they came from. */
    trainedOn: z.strictObject({
      signs: z.number().int().positive(),
      others: z.number().int().positive(),
      sets: z.array(text).min(1),
    }),
    bias: z.number(),
    features: z.array(z.number().int().nonnegative()),
    idf: z.array(z.number()),
    weights: z.array(z.number()),
  })
  .refine((m) => m.idf.length === m.features.length && m.weights.length === m.features.length, {
    message: 'features, idf og weights må være like lange',
  })
  // The scorer looks features up by id: each once, in order, as training writes them.
  .refine((m) => m.features.every((f, i) => i === 0 || f > m.features[i - 1]!), {
    message: 'features må stige og være ulike',
  });
export type SignModelFile = z.infer<typeof signModelFileSchema>;

/**
 * Messages as visitors write them (messages/*.yaml), each with the answer it should get: a
 * topic node, `out-of-scope` (the fallback) or `urgent` (a warning sign), and `also` for a
 * second question. Written by testers who had read only the answers, in every style (`kind`:
 * long, worried, dialect …). Those that expect a topic train the engine's classifier; the
 * bench measures on the sets by leaving each one out in turn.
 */
export const messagesFileSchema = z.array(
  z.strictObject({ text, expect: slug, also: slug.optional(), kind: slug }),
);

export type LanguageFile = z.infer<typeof languageFileSchema> & {
  warningSigns?: WarningSignsFile & { model?: SignModelFile };
  /** The messages of messages/*.yaml for the engine's classifier; `node: null`: out of scope. */
  examples?: { text: string; node: string | null }[];
};

export type DialogueNodeSource = z.infer<typeof dialogueFileSchema>[number];

/** The landing page's sections besides the tiles (SPEC §2); texts are Markdown. */
export const landingFileSchema = z.strictObject({
  intro: z.strictObject({ heading: text, text }),
  facts: z.strictObject({
    heading: text,
    items: z
      .array(
        z.strictObject({
          title: text,
          text,
          /** One of the facts section's fixed links (SPEC §2). */
          link: z.enum(['people-behind', 'privacy']).optional(),
        }),
      )
      .length(4, 'Faktadelen skal ha nøyaktig fire fakta'),
  }),
  peopleBehind: z.strictObject({
    heading: text,
    text,
    linkText: text,
    images: z.array(slug).min(1, 'Vis minst én illustrasjon'),
  }),
  followAlong: z.strictObject({
    heading: text,
    text,
    appComingSoon: z.strictObject({ heading: text, text }),
  }),
  partners: z.strictObject({
    heading: text,
    text: text.optional(),
    items: z.array(z.strictObject({ name: text, role: text, logo: slug.optional() })).min(1),
  }),
  review: reviewSchema,
});
export type LandingFile = z.infer<typeof landingFileSchema>;
