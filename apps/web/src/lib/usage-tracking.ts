import { readSessions, storeSessionChange } from './usage';

const hasOpenSession = (storage: Storage) => {
  const last = readSessions(storage).at(-1);
  return last !== undefined && last.end === undefined;
};

/**
 * Records app use in '_sessions' (SPEC §4): a session is open while the app is visible and
 * closed when it is hidden or left. A session left open by a crashed tab is closed first,
 * so only the last session can be open.
 */
export function trackSessions(
  win: Window = window,
  storage: Storage = win.localStorage,
): () => void {
  const doc = win.document;
  const sync = () => {
    const visible = doc.visibilityState === 'visible';
    if (visible !== hasOpenSession(storage)) storeSessionChange(new Date(), storage);
  };
  const closeOpen = () => {
    if (hasOpenSession(storage)) storeSessionChange(new Date(), storage);
  };
  try {
    closeOpen();
    sync();
  } catch {
    // Private browsing may refuse storage; usage counting is a nicety, never a failure.
    return () => {};
  }
  doc.addEventListener('visibilitychange', sync);
  win.addEventListener('pagehide', closeOpen);
  return () => {
    doc.removeEventListener('visibilitychange', sync);
    win.removeEventListener('pagehide', closeOpen);
  };
}
