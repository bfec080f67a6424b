import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Problem } from './problems.js';
import { parseYaml } from './yaml-file.js';

const text = z.string().trim().min(1);
const email = z.email('Ugyldig e-postadresse');

/**
 * content/deployment.yaml: facts about the organisation that runs this installation, shared by
 * its chatbots' information pages through placeholders such as {{controller.name}}.
 */
export const deploymentFileSchema = z.strictObject({
  /** True for made-up development values; the pages then say so, and production refuses them. */
  fictitious: z.boolean().default(false),
  controller: z.strictObject({ name: text, address: text, email }),
  dataProtectionOfficer: z.strictObject({ name: text, email }),
  processor: z.strictObject({ name: text }),
  /** Where visitors write with questions about the service. */
  contactEmail: email,
  /** The legal basis of the statistics, as the privacy page states it (GDPR art. 13 (1) c). */
  legalBasis: text,
  accessibilityStatementUrl: z.url(),
  /** Other partners by a key of your choice, e.g. municipality: {{partners.municipality}}. */
  partners: z.record(z.string().regex(/^[a-z][a-zA-Z0-9]*$/), text).default({}),
});
export type DeploymentFile = z.infer<typeof deploymentFileSchema>;

/** The deployment facts as the information pages use them. */
export interface Deployment {
  facts: DeploymentFile;
  /** Placeholder name → value, e.g. "controller.name" → "Helse Eksempel HF". */
  placeholders: Map<string, string>;
  /** Hash of the file, so a changed fact reloads every chatbot's pages. */
  hash: string;
}

// Reserved for examples and tests (RFC 2606 and 6761): never an address of a real deployment.
const PLACEHOLDER_DOMAIN = /(^|\.)(example(\.[a-z]+)?|test|invalid|localhost)$/i;

function flatten(value: unknown, prefix: string, into: Map<string, string>) {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (typeof value === 'string') {
    into.set(prefix, value);
  }
}

/**
 * Reads and validates `root/deployment.yaml`. With `production`, made-up values are problems:
 * `fictitious: true`, or an address or link on a domain reserved for examples.
 */
export async function readDeployment(
  root: string,
  production: boolean,
  problems: Problem[],
): Promise<Deployment | undefined> {
  const file = path.join(root, 'deployment.yaml');
  const shown = path.relative(process.cwd(), file) || file;
  let source: string;
  try {
    source = await readFile(file, 'utf8');
  } catch {
    problems.push({ file: shown, line: 1, message: 'Filen deployment.yaml mangler' });
    return undefined;
  }
  const { data, src } = parseYaml(shown, source, deploymentFileSchema, problems);
  if (!data) return undefined;
  const placeholders = new Map<string, string>();
  flatten(data, '', placeholders);
  if (production) {
    if (data.fictitious) {
      problems.push({
        file: shown,
        line: src.lineOf(['fictitious']),
        message: 'Oppdiktede verdier kan ikke brukes i produksjon (NODE_ENV=production)',
      });
    }
    for (const [key, value] of placeholders) {
      const domain = value.includes('@')
        ? value.split('@').pop()!
        : URL.canParse(value)
          ? new URL(value).hostname
          : undefined;
      if (domain && PLACEHOLDER_DOMAIN.test(domain)) {
        problems.push({
          file: shown,
          line: src.lineOf(key.split('.')),
          message: `«${value}» er en eksempeladresse; i produksjon trengs den ekte`,
        });
      }
    }
  }
  const hash = createHash('sha256').update(source).digest('hex');
  return { facts: data, placeholders, hash };
}
