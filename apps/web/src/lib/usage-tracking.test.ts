import { describe, expect, it } from 'vitest';
import { readSessions } from './usage';
import { trackSessions } from './usage-tracking';

function fakeWindow() {
  const store = new Map<string, string>();
  const storage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  } as Storage;
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const win = Object.assign(new EventTarget(), { document: doc, localStorage: storage });
  const show = (state: 'visible' | 'hidden') => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
  return { win: win as unknown as Window, storage, show };
}

describe('trackSessions', () => {
  it('opens a session when shown, closes it when hidden and opens a new one on return', () => {
    const { win, storage, show } = fakeWindow();
    const stop = trackSessions(win, storage);
    expect(readSessions(storage)).toHaveLength(1);
    expect(readSessions(storage)[0]!.end).toBeUndefined();
    show('hidden');
    expect(readSessions(storage)[0]!.end).toBeDefined();
    show('hidden');
    expect(readSessions(storage)).toHaveLength(1);
    show('visible');
    expect(readSessions(storage)).toHaveLength(2);
    stop();
    show('hidden');
    expect(readSessions(storage)[1]!.end).toBeUndefined();
  });

  it('closes a session a crashed tab left open before opening a new one', () => {
    const { win, storage } = fakeWindow();
    storage.setItem('_sessions', JSON.stringify([{ start: '2026-11-20T10:00:00.000Z' }]));
    trackSessions(win, storage);
    const sessions = readSessions(storage);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.end).toBeDefined();
    expect(sessions[1]!.end).toBeUndefined();
  });

  it('closes the open session when the page is left', () => {
    const { win, storage } = fakeWindow();
    trackSessions(win, storage);
    win.dispatchEvent(new Event('pagehide'));
    expect(readSessions(storage)[0]!.end).toBeDefined();
  });
});
