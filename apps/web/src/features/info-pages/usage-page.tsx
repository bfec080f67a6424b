import type { ChatbotPublicInfo } from '@dina/contracts';
import { nb } from '../../lib/nb';
import { useDocumentTitle } from '../../lib/use-document-title';
import { readSessions, summarizeUsage } from '../../lib/usage';

/** 'Total tidsbruk': minutes and sessions spent in the chat on this device (SPEC §2). */
export function UsagePage({ info }: { info: ChatbotPublicInfo }) {
  useDocumentTitle(`${nb.usageTitle} – ${info.name}`);
  const usage = summarizeUsage(readSessions(), new Date());
  return (
    <main id="innhold" tabIndex={-1} className="info-page">
      <h1>{nb.usageTitle}</h1>
      <p>
        {nb.minutes(usage.totalMinutes)}, {nb.sessions(usage.totalSessions)}
      </p>
      <ul className="usage-days">
        {usage.dates.map((d) => (
          <li key={d.isoDate}>
            <strong>{d.localDate}</strong>: {nb.minutes(d.minutes)}, {nb.sessions(d.sessions)}
          </li>
        ))}
      </ul>
    </main>
  );
}
