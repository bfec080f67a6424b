import type { LanguageFile, Review } from './schema.js';

export type MediaKind = 'IMAGE' | 'VIDEO' | 'DOCUMENT';

export interface MediaItem {
  id: string;
  fileName: string;
  contentType: string;
  kind: MediaKind;
  altText: string | null;
  bytes: Uint8Array;
  sha256: string;
}

export interface MenuEntry {
  pageId: number;
  title: string;
  mediaId: string | null;
  altText: string | null;
}

export interface PageItem {
  id: number;
  slug: string;
  title: string;
  html: string;
  showInKeyboardExtension: boolean;
  iconId: string | null;
  topMediaId: string | null;
  talkTopic: { html: string; buttonLabel: string; buttonValue: string } | null;
  review: Review;
}

export interface TileItem {
  header: string;
  html: string;
  linkText: string;
  /** What the tile's «Spør … om» button sends. */
  question: string;
  /** The node the question is meant to reach. */
  topic: string;
  pageId: number;
  iconId: string | null;
  altText: string | null;
}

export type ButtonItem =
  | { type: 'quick_reply' | 'dialogue_trigger'; label: string; value: string }
  | { type: 'link' | 'email' | 'phone'; label: string; value: string };

/** A dialogue node, resolved: bubbles are sanitised HTML, media ids are checked. */
export interface DialogueNode {
  id: string;
  title: string;
  kind: 'topic' | 'step';
  phrases: string[];
  keywords: string[];
  bubbles: string[];
  imageId: string | null;
  videoId: string | null;
  carousel: string[];
  buttons: ButtonItem[];
  review: Review;
}

export interface Source {
  id: string;
  title: string;
  url: string;
}

/** Everything one chatbot's content folder holds, validated and ready to store. */
export interface ChatbotBundle {
  identificator: string;
  name: string;
  avatarId: string;
  hasLandingPage: boolean;
  mainMenu: MenuEntry[];
  topMenu: MenuEntry[];
  mainMenuTopics: MenuEntry[];
  questionSuggestions: { label: string; value: string }[];
  tiles: TileItem[];
  landing: LandingItem | null;
  pages: PageItem[];
  media: MediaItem[];
  nodes: DialogueNode[];
  sources: Source[];
  language: LanguageFile;
  /** Hash of every file of the folder and of the loader's version: unchanged content, same hash. */
  contentHash: string;
  /** The content's version from chatbot.yaml; see `chatbotFileSchema`. */
  version: number;
  about: AboutPages;
}

/** The information pages of a chatbot as sanitised HTML (see `resolveAbout`). */
export interface AboutPages {
  purpose: string;
  peopleBehind: string;
  /** Holds {{retentionDays}} for the server to fill in. */
  privacy: string;
  /** The deployment facts are made-up development values; the pages say so. */
  exampleFacts: boolean;
  accessibilityStatementUrl: string;
}

/** An image the landing shows, with its alt text. */
export interface LandingImage {
  mediaId: string;
  altText: string | null;
}

/** The landing page's sections besides the tiles; every `html` is sanitised. */
export interface LandingItem {
  intro: { heading: string; html: string };
  facts: {
    heading: string;
    items: { title: string; html: string; link: 'people-behind' | 'privacy' | null }[];
  };
  peopleBehind: { heading: string; html: string; linkText: string; images: LandingImage[] };
  followAlong: { heading: string; html: string; appComingSoon: { heading: string; html: string } };
  partners: {
    heading: string;
    html: string | null;
    items: { name: string; role: string; logo: LandingImage | null }[];
  };
  review: Review;
}
