/**
 * Small invented payloads of the API for component tests. They are deliberately not the
 * chatbots' content (content/), so an edit of the content never breaks a component test.
 */
import type {
  ChatbotPublicInfo,
  ChatButton,
  LandingPage,
  MessageBlock,
  SubPage,
  Tile,
} from '@dina/contracts';

export const bot = 'testbot';
export const botName = 'Testa';

export const publicInfo: ChatbotPublicInfo = {
  identificator: bot,
  name: botName,
  avatarUrl: '/api/Chat/Media/testbot/avatar.svg',
  hasLandingPage: true,
  mainMenuItems: [{ id: 11, title: 'Om prøvene', mediaId: 'ikon.svg', altText: null }],
  topMenuItems: [{ id: 12, title: 'Kosthold', mediaId: null, altText: null }],
  mainMenuTopics: [
    { id: 13, title: 'Søvn', mediaId: null, altText: null },
    { id: 14, title: 'Bevegelse', mediaId: null, altText: null },
  ],
  // Three, so the two rows hold two and one; the second's label is not its value.
  questionSuggestions: [
    { label: 'Hva er en prøve?', value: 'Hva er en prøve?' },
    { label: 'Mat', value: 'Hva kan jeg spise?' },
    { label: 'Søvn', value: 'Hvor mye bør jeg sove?' },
  ],
  keyboardExtensionTopics: [{ id: 21, title: 'Om kosthold', mediaId: null, altText: null }],
  subPages: [
    { id: 21, title: 'Om kosthold', mediaId: null, altText: null, showInKeyboardExtension: true },
  ],
  about: {
    purpose: '<p>Testa finnes for å prøve ting.</p>',
    peopleBehind: '<p>Et lite testlag står bak Testa.</p>',
    privacy: '<h2>Behandlingsansvarlig</h2><p>Testfirma AS har ansvaret.</p>',
    exampleFacts: true,
    accessibilityStatementUrl: 'https://uustatus.test/testa',
  },
};

/** A bot message block with the given text; the rest as the API sends it. */
export function botBlock(message: string, extra: Partial<MessageBlock> = {}): MessageBlock {
  return {
    message,
    sentBy: bot,
    buttons: [],
    image_carousel: [],
    // A Monday, 10:15 in Oslo.
    timestampDateTime: '2026-03-02T09:15:00.000Z',
    exchange_id: null,
    chatbot_identification: bot,
    ...extra,
  };
}

export const quickReply: ChatButton = {
  type: 'quick_reply',
  label: 'Fortell om prøver',
  value: 'hva er en prøve',
  exchange_id: 'prove',
};

export const dialogueTrigger: ChatButton = {
  type: 'dialogue_trigger',
  label: 'Ta en runde',
  value: 'runde-start',
  exchange_id: null,
};

export const welcome: MessageBlock = botBlock(
  'Hei! Jeg er Testa.\n\nSpør meg om <b>hva som helst</b>.',
  { buttons: [quickReply, dialogueTrigger], exchange_id: 'velkommen' },
);

/** The mock API's answer to a typed or clicked message. */
export const answerTo = (message: string): MessageBlock =>
  botBlock(`Svar på: ${message}`, { exchange_id: 'svar' });

/** The mock API's answer to a dialogue trigger. */
export const dialogueAnswer: MessageBlock = botBlock('Runden har startet.', {
  exchange_id: 'runde-1',
});

export const tiles: Tile[] = [
  {
    header: 'Første flis',
    text: '<p>Tekst i første flis.</p>',
    linkText: 'prøver',
    question: 'Hva er en prøve, egentlig?',
    subPageId: 21,
    iconId: 'flis.svg',
    altText: 'Et flisikon',
  },
  {
    header: 'Andre flis',
    text: '<p>Tekst i andre flis.</p>',
    linkText: 'søvn',
    question: 'Hvor mye bør jeg sove?',
    subPageId: 13,
    iconId: null,
    altText: null,
  },
];

export const landingPage: LandingPage = {
  intro: { heading: 'Velkommen til Testa', html: 'En <em>liten</em> testbot.' },
  facts: {
    heading: 'To ting om Testa',
    items: [
      { title: 'Anonym', html: 'Vi vet ikke hvem du er.', link: 'privacy' },
      { title: 'Laget av folk', html: 'Et lite lag.', link: 'people-behind' },
    ],
  },
  peopleBehind: {
    heading: 'Folka bak Testa',
    html: '<p>Tre personer.</p>',
    linkText: 'Møt folka',
    images: [{ url: '/api/Chat/Media/testbot/person.svg', altText: 'En tegnet person' }],
  },
  followAlong: {
    heading: 'Følg med',
    html: '<p>Mer kommer.</p>',
    appComingSoon: { heading: 'Appen kommer', html: 'Snart.' },
  },
  partners: {
    heading: 'Partnere',
    html: null,
    items: [{ name: 'Testfirma AS', role: 'Lagde boten', logo: null }],
  },
};

/** Sub-pages by id: one with an image and a talk topic, one approved with a video. */
export const subPages: Record<number, SubPage> = {
  21: {
    id: 21,
    chatbotIdentificator: bot,
    header: 'Om kosthold',
    content: '<p>Spis variert.</p><img src="x" onerror="window.hacked = true">',
    topMedia: { id: 'mat.jpg', mediaType: 'IMAGE', altText: 'En tallerken med mat' },
    talkTopic: {
      text: '<p>Lurer du på mat?</p>',
      buttonLabel: 'Spør Testa om mat',
      buttonValue: 'Hva kan jeg spise?',
    },
    lastReviewed: null,
  },
  13: {
    id: 13,
    chatbotIdentificator: bot,
    header: 'Om søvn',
    content: '<p>Sov godt.</p>',
    topMedia: { id: 'sovn.mp4', mediaType: 'VIDEO', altText: 'En film om søvn' },
    talkTopic: null,
    lastReviewed: '2026-01-15',
  },
};
