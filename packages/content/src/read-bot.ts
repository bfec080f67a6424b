import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { z } from 'zod';
import { splitFrontMatter } from './front-matter.js';
import type { Problem } from './problems.js';
import {
  chatbotFileSchema,
  dialogueFileSchema,
  landingFileSchema,
  languageFileSchema,
  messagesFileSchema,
  warningSignsFileSchema,
  signModelFileSchema,
  mediaFileSchema,
  pageFrontMatterSchema,
  sourceFileSchema,
  tilesFileSchema,
} from './schema.js';
import { parseYaml, type YamlSource } from './yaml-file.js';

/** A value from a content file with the place it came from, for cross-reference messages. */
export interface Located<T> {
  value: T;
  src: YamlSource;
  /** Path of the value inside its file. */
  at: (string | number)[];
}

export interface PageSource {
  front: z.infer<typeof pageFrontMatterSchema>;
  src: YamlSource;
  slug: string;
  body: string;
  bodyLine: number;
}

/** The parsed, schema-checked files of one chatbot folder, before references are resolved. */
export interface RawBot {
  dir: string;
  chatbot: Located<z.infer<typeof chatbotFileSchema>> | undefined;
  tiles: Located<z.infer<typeof tilesFileSchema>> | undefined;
  landing: Located<z.infer<typeof landingFileSchema>> | undefined;
  media: Located<z.infer<typeof mediaFileSchema>> | undefined;
  sources: Located<z.infer<typeof sourceFileSchema>> | undefined;
  language: Located<z.infer<typeof languageFileSchema>> | undefined;
  warningSigns: Located<z.infer<typeof warningSignsFileSchema>> | undefined;
  signModel: Located<z.infer<typeof signModelFileSchema>> | undefined;
  dialogue: Located<z.infer<typeof dialogueFileSchema>>[];
  messages: Located<z.infer<typeof messagesFileSchema>>[];
  pages: PageSource[];
  /** Every file of the folder (relative path → bytes), for hashing and media. */
  files: Map<string, Buffer>;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (e) => {
      const rel = prefix ? `${prefix}/${e.name}` : e.name;
      if (e.isDirectory()) return listFiles(dir, rel);
      return e.isFile() && !e.name.startsWith('.') ? [rel] : [];
    }),
  );
  return nested.flat().sort();
}

/** Reads every file of a chatbot folder and checks each against its schema. */
export async function readBot(dir: string, display: string, problems: Problem[]): Promise<RawBot> {
  const files = new Map<string, Buffer>();
  for (const rel of await listFiles(dir)) files.set(rel, await readFile(path.join(dir, rel)));
  const shown = (rel: string) => `${display}/${rel}`;

  function yamlFile<T extends z.ZodType>(rel: string, schema: T, required: boolean) {
    const bytes = files.get(rel);
    if (!bytes) {
      if (required) problems.push({ file: shown(rel), line: 1, message: 'Filen mangler' });
      return undefined;
    }
    const { data, src } = parseYaml(shown(rel), bytes.toString('utf8'), schema, problems);
    return data === undefined ? undefined : { value: data, src, at: [] };
  }

  // JSON, not YAML: the model is large and written by a program, and YAML parsing of it was slow.
  function jsonFile<T extends z.ZodType>(rel: string, schema: T) {
    const bytes = files.get(rel);
    if (!bytes) return undefined;
    const src: YamlSource = { file: shown(rel), lineOf: () => 1 };
    let json: unknown;
    try {
      json = JSON.parse(bytes.toString('utf8'));
    } catch (error) {
      problems.push({
        file: shown(rel),
        line: 1,
        message: `JSON-feil: ${(error as Error).message}`,
      });
      return undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const at = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        problems.push({ file: shown(rel), line: 1, message: `${at}${issue.message}` });
      }
      return undefined;
    }
    return { value: parsed.data, src, at: [] };
  }

  const dialogue = [...files.keys()]
    .filter((rel) => /^dialogue\/[^/]+\.ya?ml$/.test(rel))
    .map((rel) => yamlFile(rel, dialogueFileSchema, true))
    .filter((d) => d !== undefined);

  const messages = [...files.keys()]
    .filter((rel) => /^messages\/[^/]+\.ya?ml$/.test(rel))
    .sort()
    .map((rel) => yamlFile(rel, messagesFileSchema, true))
    .filter((d) => d !== undefined);

  const pages: PageSource[] = [];
  for (const rel of files.keys()) {
    const match = /^pages\/([^/]+)\.md$/.exec(rel);
    if (!match?.[1]) continue;
    const split = splitFrontMatter(files.get(rel)!.toString('utf8'));
    if (!split) {
      problems.push({ file: shown(rel), line: 1, message: 'Siden mangler front matter (---)' });
      continue;
    }
    const { data, src } = parseYaml(
      shown(rel),
      split.yaml,
      pageFrontMatterSchema,
      problems,
      split.yamlLine - 1,
    );
    if (data) {
      pages.push({ front: data, src, slug: match[1], body: split.body, bodyLine: split.bodyLine });
    }
  }

  return {
    dir: display,
    chatbot: yamlFile('chatbot.yaml', chatbotFileSchema, true),
    tiles: yamlFile('tiles.yaml', tilesFileSchema, false),
    landing: yamlFile('landing.yaml', landingFileSchema, false),
    media: yamlFile('media.yaml', mediaFileSchema, true),
    sources: yamlFile('sources.yaml', sourceFileSchema, true),
    language: yamlFile('language.yaml', languageFileSchema, false),
    warningSigns: yamlFile('warning-signs.yaml', warningSignsFileSchema, false),
    signModel: jsonFile('warning-sign-model.json', signModelFileSchema),
    dialogue,
    messages,
    pages,
    files,
  };
}
