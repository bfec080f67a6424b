/** Paths of SPEC §7 below the API base, shared so client and server cannot drift apart. */
export const apiPaths = {
  publicInfo: (chatbot: string) => `/ChatBot/GetPublicInfo/${encodeURIComponent(chatbot)}`,
  tiles: (chatbot: string) => `/Page/GetTilesForClient/${encodeURIComponent(chatbot)}`,
  landing: (chatbot: string) => `/Page/GetLandingForClient/${encodeURIComponent(chatbot)}`,
  subPage: (subPageId: number) => `/Page/GetSubPageForClient/${subPageId}`,
  welcome: (chatbot: string, sessionUserId: string) =>
    `/chat/WelcomeText/${encodeURIComponent(chatbot)}/${encodeURIComponent(sessionUserId)}`,
  newMessage: '/chat/NewMessageToChatbot',
  predefinedDialogue: '/chat/RequestPredefinedDialogue',
  media: (chatbot: string, mediaId: string) =>
    `/Chat/Media/${encodeURIComponent(chatbot)}/${encodeURIComponent(mediaId)}`,
} as const;

/** Where the API lives relative to the site; the server serves both on one origin. */
export const apiBase = '/api';

/** Absolute path of a media file, as used in `src` attributes. */
export const mediaUrl = (chatbot: string, mediaId: string): string =>
  apiBase + apiPaths.media(chatbot, mediaId);
