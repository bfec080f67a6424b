import { describe, expect, it } from 'vitest';
import { refreshInterval, relativeTime, weekdayTime } from './relative-time';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe('relativeTime', () => {
  it.each([
    [0, 'for noen sekunder siden'],
    [59 * s, 'for noen sekunder siden'],
    [60 * s, 'for ca. et minutt siden'],
    [5 * min, 'for 5 minutter siden'],
    [59 * min, 'for 59 minutter siden'],
    [h, 'for ca. en time siden'],
    [3 * h, 'for ca. 3 timer siden'],
    [d, 'for en dag siden'],
    [6 * d, 'for 6 dager siden'],
    [7 * d, 'for en uke siden'],
    [21 * d, 'for 3 uker siden'],
    [30 * d, 'for ca. en måned siden'],
    [90 * d, 'for 3 måneder siden'],
    [365 * d, 'for ca. et år siden'],
    [3 * 365 * d, 'for 3 år siden'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it("uses 'om …' for a time ahead", () => {
    expect(relativeTime(ago(-5 * min), now)).toBe('om 5 minutter');
  });
});

describe('refreshInterval', () => {
  it('redraws every second, minute or hour as the time ages (SPEC §9)', () => {
    expect(refreshInterval(ago(10 * s), now)).toBe(1000);
    expect(refreshInterval(ago(10 * min), now)).toBe(60_000);
    expect(refreshInterval(ago(10 * h), now)).toBe(3_600_000);
  });
});

describe('weekdayTime', () => {
  it("formats 'EEE HH:mm' with the Norwegian short weekday and a 24-hour clock", () => {
    const date = new Date(2026, 10, 21, 9, 5);
    expect(weekdayTime(date)).toBe('lør. 09:05');
  });
});
