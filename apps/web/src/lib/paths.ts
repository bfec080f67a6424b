/** Client routes of SPEC §2, built in one place. */
export const paths = {
  landing: (bot: string) => `/${bot}`,
  chat: (bot: string) => `/${bot}/chat`,
  subPage: (bot: string, id: number) => `/${bot}/side/${id}`,
  privacy: (bot: string) => `/${bot}/personvern`,
  purpose: (bot: string) => `/${bot}/formål`,
  peopleBehind: (bot: string) => `/${bot}/menneskene-bak`,
  usage: (bot: string) => `/${bot}/tidsbruk`,
  login: '/login',
} as const;

/** What a screen passes to the chat to have a first question sent for the visitor. */
export interface InitialMessage {
  label: string;
  value: string;
}
export interface ChatNavigationState {
  initialMessage?: InitialMessage;
}
