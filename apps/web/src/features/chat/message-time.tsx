import { useEffect, useState } from 'react';
import { refreshInterval, relativeTime, weekdayTime } from '../../lib/time/relative-time';
import { MOBILE_QUERY, useMediaQuery } from '../../lib/use-media-query';

/**
 * When a message was sent: 'EEE HH:mm', or on phones the relative time ('for noen sekunder
 * siden'), redrawn as often as SPEC §9 says so it never goes stale.
 */
export function MessageTime({ iso }: { iso: string }) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const date = new Date(iso);
  const [now, setNow] = useState(() => new Date());
  // One timer at a time, re-armed only when the shown time has been redrawn.
  useEffect(() => {
    if (!mobile) return;
    const timer = setTimeout(() => setNow(new Date()), refreshInterval(new Date(iso), now));
    return () => clearTimeout(timer);
  }, [mobile, iso, now]);
  if (Number.isNaN(date.getTime())) return null;
  if (!mobile) {
    return (
      <time className="block__time" dateTime={iso}>
        {weekdayTime(date)}
      </time>
    );
  }
  // The log region would announce every redraw; screen readers get the fixed time instead.
  return (
    <time className="block__time" dateTime={iso}>
      <span aria-hidden="true">{relativeTime(date, now)}</span>
      <span className="visually-hidden">{weekdayTime(date)}</span>
    </time>
  );
}
