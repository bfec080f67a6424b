import { fileURLToPath } from 'node:url';

/**
 * The made-up chatbots of `fixtures/content` that the API tests run on, and what the tests send
 * them. API tests check behaviour, so they never depend on the production content's texts or
 * node ids: an editor who rewrites an answer in `content/` breaks no test of the code. The
 * content's own tests (validator, dialogue walk, recognition, bench floors) use `content/`.
 */
export const fixtureContentDir = fileURLToPath(new URL('./fixtures/content/', import.meta.url));

export const fixture = {
  /** Houseplants: landing, tiles, pages, media, a warning sign, feelings, a guide. */
  bot: 'plante',
  botName: 'Planta',
  /** Bicycles: no landing page, no tiles, its own warning sign. */
  otherBot: 'sykkel',
  otherBotName: 'Sykkelboten',
  /** A typed question and the topic node it reaches. */
  question: 'Hvor ofte skal jeg vanne?',
  questionNode: 'watering',
  /** The fallback's phone numbers, which a «Mente du …?» carries too. */
  fallbackPhones: ['110', '40000000'],
  /** Triggers the warning sign «fire», whose urgent answer is `urgentNode`. */
  warningSign: 'Det brenner i plantelampen, hvor ofte skal jeg vanne?',
  urgentNode: 'urgent-help',
  urgentPhone: '110',
  /** A keyword of two topics: the bot asks «Mente du …?» between them. */
  ambiguous: 'gjødsel',
  ambiguousNodes: ['fertilise-summer', 'fertilise-winter'],
  /** Matches nothing: the fallback. */
  offTopic: 'Hvem vant fotballkampen i går?',
  /** A step node reached by a quick reply of `light`, whose id typed is the warning sign. */
  signLikeNode: 'brannfare-lampe',
  /** The node with an image bubble, and the one with a carousel. */
  imageQuestion: 'Hvor mye lys trenger planten?',
  imageNode: 'light',
  carouselQuestion: 'hvilke planter passer inne',
  carouselNode: 'plant-types',
  /** Phone and link buttons. */
  contactQuestion: 'Jeg vil snakke med et menneske',
  contactNode: 'contact-human',
  /** The warm bubble put in front of an answer to a worried question. */
  feelingBubble: 'Det er lett å bli bekymret for plantene sine.',
  /** The other bot's question and warning sign. */
  otherQuestion: 'hvordan lapper jeg et dekk',
  otherQuestionNode: 'puncture',
  otherWarningSign: 'sykkelen er stjålet, hvordan lapper jeg dekket',
  otherUrgentNode: 'report-theft',
  /** Sub-pages: 1 has an image on top and a talk topic, 2 a video; 1 and 2 are keyboard topics. */
  videoId: 'clip',
} as const;
