import type { Deployment } from './deployment.js';
import { renderMarkdown } from './html.js';
import type { Problem } from './problems.js';
import type { AboutPages } from './types.js';

/** The chatbot's information pages, each a Markdown file in its `about/` folder. */
const ABOUT_FILES = {
  purpose: 'about/purpose.md',
  peopleBehind: 'about/people-behind.md',
  privacy: 'about/privacy.md',
} as const;

/**
 * Left in the HTML for the server to fill in when it serves the page: the retention period is
 * the server's setting (STATS_RETENTION_DAYS), not the content's.
 */
export const RETENTION_PLACEHOLDER = '{{retentionDays}}';

/** The values of the placeholders a chatbot's texts may use: the deployment's, and {{name}}. */
export const placeholderValues = (deployment: Deployment, botName: string) =>
  new Map([...deployment.placeholders, ['name', botName]]);

/**
 * `text` with each {{key}} replaced by its value; {{retentionDays}} is left for the server, and
 * an unknown key is left as written and reported.
 */
export function fillPlaceholders(
  text: string,
  values: ReadonlyMap<string, string>,
  unknown: (key: string) => void,
): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => {
    if (whole === RETENTION_PLACEHOLDER) return whole;
    const value = values.get(key);
    if (value === undefined) unknown(key);
    return value ?? whole;
  });
}

/**
 * Renders the chatbot's information pages (Formål, Menneskene bak, Personvern) with the
 * deployment's facts and the chatbot's name filled in for their placeholders ({{name}},
 * {{controller.name}}, {{dataProtectionOfficer.email}}, …). A missing file, an unknown
 * placeholder or unsafe HTML is a problem.
 */
export function resolveAbout(
  dir: string,
  files: Map<string, Buffer>,
  botName: string,
  deployment: Deployment,
  problems: Problem[],
): AboutPages {
  const values = placeholderValues(deployment, botName);
  const render = (rel: string): string => {
    const file = `${dir}/${rel}`;
    const bytes = files.get(rel);
    if (!bytes) {
      problems.push({ file, line: 1, message: `Informasjonssiden ${rel} mangler` });
      return '';
    }
    const lines = bytes.toString('utf8').split('\n');
    const filled = lines.map((line, i) =>
      fillPlaceholders(line, values, (key) =>
        problems.push({ file, line: i + 1, message: `Ukjent plassholder {{${key}}}` }),
      ),
    );
    const { html, hadUnsafe } = renderMarkdown(filled.join('\n'));
    if (hadUnsafe) {
      problems.push({
        file,
        line: 1,
        message: 'Usikker HTML (skript, hendelser eller ukjente tagger) er ikke tillatt',
      });
    }
    return html;
  };
  return {
    purpose: render(ABOUT_FILES.purpose),
    peopleBehind: render(ABOUT_FILES.peopleBehind),
    privacy: render(ABOUT_FILES.privacy),
    exampleFacts: deployment.facts.fictitious,
    accessibilityStatementUrl: deployment.facts.accessibilityStatementUrl,
  };
}
