const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** SPEC §3's Norwegian strings; weeks have none there, so they follow the same pattern. */
const units = {
  seconds: () => 'noen sekunder',
  minutes: (n: number) => (n === 1 ? 'ca. et minutt' : `${n} minutter`),
  hours: (n: number) => (n === 1 ? 'ca. en time' : `ca. ${n} timer`),
  days: (n: number) => (n === 1 ? 'en dag' : `${n} dager`),
  weeks: (n: number) => (n === 1 ? 'en uke' : `${n} uker`),
  months: (n: number) => (n === 1 ? 'ca. en måned' : `${n} måneder`),
  years: (n: number) => (n === 1 ? 'ca. et år' : `${n} år`),
};

/** The span in words by SPEC §9's thresholds: seconds, minutes, hours, days, weeks, months, years. */
function span(ms: number): string {
  if (ms < MINUTE) return units.seconds();
  if (ms < HOUR) return units.minutes(Math.max(1, Math.round(ms / MINUTE)));
  if (ms < DAY) return units.hours(Math.max(1, Math.round(ms / HOUR)));
  if (ms < 7 * DAY) return units.days(Math.round(ms / DAY));
  if (ms < 30 * DAY) return units.weeks(Math.max(1, Math.round(ms / (7 * DAY))));
  if (ms < 365 * DAY) return units.months(Math.max(1, Math.round(ms / (30 * DAY))));
  return units.years(Math.max(1, Math.round(ms / (365 * DAY))));
}

/** 'for noen sekunder siden', 'for 5 minutter siden', 'om ca. en time' (SPEC §3). */
export function relativeTime(date: Date, now: Date): string {
  const diff = now.getTime() - date.getTime();
  const words = span(Math.abs(diff));
  return diff >= 0 ? `for ${words} siden` : `om ${words}`;
}

/**
 * How often a relative time must be redrawn to stay right (SPEC §9): every second under a
 * minute, every minute under an hour, otherwise every hour.
 */
export function refreshInterval(date: Date, now: Date): number {
  const age = Math.abs(now.getTime() - date.getTime());
  if (age < MINUTE) return SECOND;
  if (age < HOUR) return MINUTE;
  return HOUR;
}

const weekday = new Intl.DateTimeFormat('nb-NO', { weekday: 'short' });
const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §2's 'EEE HH:mm' in nb: 'lør. 09:05'. */
export function weekdayTime(date: Date): string {
  return `${weekday.format(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
