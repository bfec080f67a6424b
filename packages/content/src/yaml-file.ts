import { LineCounter, parseDocument, isNode } from 'yaml';
import type { z } from 'zod';
import type { Problem } from './problems.js';

/** A parsed YAML file that can tell the line of any value in it. */
export interface YamlSource {
  file: string;
  lineOf(path: readonly PropertyKey[]): number;
}

/**
 * Parses YAML text and validates it against a schema. Syntax and schema errors become
 * problems with the line of the offending value; `lineOffset` places front matter in its file.
 */
export function parseYaml<T extends z.ZodType>(
  file: string,
  source: string,
  schema: T,
  problems: Problem[],
  lineOffset = 0,
): { data: z.infer<T> | undefined; src: YamlSource } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + lineOffset;
  const src: YamlSource = {
    file,
    lineOf(path) {
      // Walk up to the nearest ancestor that exists, so a missing key points at its parent.
      for (let n = path.length; n >= 0; n--) {
        const node = doc.getIn(path.slice(0, n) as unknown[], true);
        if (isNode(node) && node.range) return lineAt(node.range[0]);
      }
      return 1 + lineOffset;
    },
  };
  if (doc.errors.length > 0) {
    for (const e of doc.errors) {
      problems.push({ file, line: lineAt(e.pos[0]), message: `YAML-feil: ${e.message}` });
    }
    return { data: undefined, src };
  }
  const result = schema.safeParse(doc.toJS());
  if (!result.success) {
    for (const issue of result.error.issues) {
      const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      problems.push({ file, line: src.lineOf(issue.path), message: where + issue.message });
    }
    return { data: undefined, src };
  }
  return { data: result.data, src };
}
