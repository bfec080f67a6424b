import { createHash } from 'node:crypto';
import { renderInline, renderMarkdown, type SanitizedHtml } from './html.js';
import type { Problem } from './problems.js';
import { resolveDialogue } from './resolve-dialogue.js';
import { resolveLanding } from './resolve-landing.js';
import { fillPlaceholders, placeholderValues, resolveAbout } from './resolve-about.js';
import { resolveMedia, sha256 } from './resolve-media.js';
import { resolveMessages } from './resolve-messages.js';
import type { Deployment } from './deployment.js';
import type { RawBot } from './read-bot.js';
import type { LanguageFile, Review } from './schema.js';
import type { ChatbotBundle, MenuEntry, PageItem } from './types.js';
import type { YamlSource } from './yaml-file.js';

/** Bump when the loader renders content differently, so stored content is rebuilt. */
export const LOADER_VERSION = 4;

export function hashFiles(files: Map<string, Buffer>): string {
  const hash = createHash('sha256').update(`loader:${LOADER_VERSION}\n`);
  for (const [rel, bytes] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${rel}\0${sha256(bytes)}\n`);
  }
  return hash.digest('hex');
}

/**
 * Resolves the references of one chatbot's files (pages, media, nodes, sources) and renders
 * its HTML. Every dangling reference or unsafe HTML becomes a problem; the bundle is returned
 * only when there are none.
 */
export function resolveBot(
  raw: RawBot,
  folderName: string,
  today: string,
  deployment: Deployment,
  problems: Problem[],
): ChatbotBundle | undefined {
  const before = problems.length;
  const report = (src: YamlSource, at: (string | number)[], message: string) =>
    problems.push({ file: src.file, line: src.lineOf(at), message });
  const { chatbot } = raw;
  if (!chatbot || !raw.media || !raw.sources) return undefined;

  const html = (result: SanitizedHtml, src: YamlSource, at: (string | number)[]) => {
    if (result.hadUnsafe)
      report(src, at, 'Usikker HTML (skript, hendelser eller ukjente tagger) er ikke tillatt');
    return result.html;
  };

  const media = resolveMedia(raw.media, raw.files, report);
  const needMedia = (
    id: string | undefined,
    src: YamlSource,
    at: (string | number)[],
    kind?: string,
  ) => {
    if (id === undefined) return null;
    const item = media.get(id);
    if (!item) report(src, at, `Media-id «${id}» finnes ikke i media.yaml`);
    else if (kind && item.kind !== kind) report(src, at, `«${id}» er ikke av typen ${kind}`);
    return id;
  };
  const altOf = (id: string | null) => (id ? (media.get(id)?.altText ?? null) : null);

  // Sources and review
  const sources = new Set(raw.sources.value.map((s) => s.id));
  const checkReview = (review: Review, src: YamlSource, at: (string | number)[]) => {
    review.sources.forEach((s, i) => {
      if (!sources.has(s))
        report(src, [...at, 'review', 'sources', i], `Kilden «${s}» finnes ikke i sources.yaml`);
    });
    if (review.updated > today)
      report(src, [...at, 'review', 'updated'], `Datoen ${review.updated} er i framtiden`);
    if (review.nextReview < today)
      report(
        src,
        [...at, 'review', 'nextReview'],
        `Ny gjennomgang var forfalt ${review.nextReview}`,
      );
    if (review.status === 'approved' && !(review.reviewedBy && review.role && review.approvedOn))
      report(
        src,
        [...at, 'review'],
        'Godkjent innhold må si hvem som godkjente, i hvilken rolle og når (reviewedBy, role, approvedOn)',
      );
    if (review.status === 'draft' && (review.reviewedBy || review.approvedOn))
      report(src, [...at, 'review'], 'Et utkast er ikke godkjent: fjern reviewedBy og approvedOn');
    if (review.approvedOn && review.approvedOn > today)
      report(src, [...at, 'review', 'approvedOn'], `Datoen ${review.approvedOn} er i framtiden`);
  };

  // Pages
  const pages = new Map<number, PageItem>();
  for (const p of raw.pages) {
    const f = p.front;
    if (pages.has(f.id)) {
      report(p.src, ['id'], `Side-id ${f.id} er brukt av en annen side`);
      continue;
    }
    checkReview(f.review, p.src, []);
    const body = renderMarkdown(p.body);
    if (body.hadUnsafe)
      problems.push({
        file: p.src.file,
        line: p.bodyLine,
        message: 'Usikker HTML i sideteksten er ikke tillatt',
      });
    pages.set(f.id, {
      id: f.id,
      slug: p.slug,
      title: f.title,
      html: body.html,
      showInKeyboardExtension: f.showInKeyboardExtension,
      iconId: needMedia(f.icon, p.src, ['icon']),
      topMediaId: needMedia(f.topMedia, p.src, ['topMedia']),
      talkTopic: f.talkTopic
        ? {
            html: html(renderInline(f.talkTopic.text), p.src, ['talkTopic', 'text']),
            buttonLabel: f.talkTopic.buttonLabel,
            buttonValue: f.talkTopic.buttonValue,
          }
        : null,
      review: f.review,
    });
  }
  const needPage = (id: number, src: YamlSource, at: (string | number)[]) => {
    const page = pages.get(id);
    if (!page) report(src, at, `Siden med id ${id} finnes ikke i pages/`);
    return page;
  };

  // Chatbot
  const c = chatbot.value;
  if (c.identificator !== folderName) {
    report(chatbot.src, ['identificator'], `Må være lik mappenavnet «${folderName}»`);
  }
  needMedia(c.avatar, chatbot.src, ['avatar'], 'IMAGE');
  const menu = (key: 'mainMenu' | 'topMenu' | 'mainMenuTopics'): MenuEntry[] =>
    c[key].map((item, i) => {
      const page = needPage(item.page, chatbot.src, [key, i, 'page']);
      const mediaId = needMedia(
        item.icon ?? page?.iconId ?? undefined,
        chatbot.src,
        [key, i, 'icon'],
        'IMAGE',
      );
      return {
        pageId: item.page,
        title: item.title ?? page?.title ?? '',
        mediaId,
        altText: altOf(mediaId),
      };
    });

  // Tiles
  const tiles = (raw.tiles?.value ?? []).map((t, i) => {
    const src = raw.tiles!.src;
    needPage(t.page, src, [i, 'page']);
    const iconId = needMedia(t.icon, src, [i, 'icon'], 'IMAGE');
    return {
      header: t.header,
      html: html(renderInline(t.text), src, [i, 'text']),
      linkText: t.linkText,
      question: t.question,
      topic: t.topic,
      pageId: t.page,
      iconId,
      altText: altOf(iconId),
    };
  });

  const { nodes, nodeIds } = resolveDialogue(raw.dialogue, {
    report,
    html,
    needMedia,
    checkReview,
  });

  // The API answers with these nodes by id, so a chatbot cannot work without them.
  const chatbotSrc = chatbot.src;
  for (const required of ['welcome', 'fallback']) {
    if (!nodeIds.has(required))
      report(chatbotSrc, [], `Chatboten mangler dialognoden «${required}»`);
  }
  tiles.forEach((t, i) => {
    if (!nodeIds.has(t.topic))
      report(raw.tiles!.src, [i, 'topic'], `Noden «${t.topic}» finnes ikke`);
  });
  chatbot.value.requiredNodes.forEach((id, i) => {
    if (!nodeIds.has(id))
      report(chatbotSrc, ['requiredNodes', i], `Emnet «${id}» mangler en dialognode`);
  });
  const language: LanguageFile = raw.language?.value ?? { stopwords: [], variants: {} };
  // Feelings and declined questions use the warning-sign pattern language, but language.yaml
  // has no word lists of its own for `@` to name.
  const noWordLists = (phrases: readonly (string | readonly string[])[], at: (string | number)[]) =>
    phrases.forEach((phrase, i) => {
      if ([phrase].flat().some((p) => p.includes('@')))
        report(raw.language!.src, [...at, i], 'Bruk ikke ordlister (@) her');
    });
  noWordLists(language.feelings?.words ?? [], ['feelings', 'words']);
  if (language.feelings && !nodeIds.has(language.feelings.node))
    report(
      raw.language!.src,
      ['feelings', 'node'],
      `Noden «${language.feelings.node}» finnes ikke`,
    );
  language.feelings?.support.forEach((group, i) => {
    if (!nodeIds.has(group.node))
      report(
        raw.language!.src,
        ['feelings', 'support', i, 'node'],
        `Noden «${group.node}» finnes ikke`,
      );
    noWordLists(group.words, ['feelings', 'support', i, 'words']);
  });
  language.declined?.forEach((kind, k) => {
    noWordLists(kind.rules, ['declined', k, 'rules']);
    noWordLists(kind.unless, ['declined', k, 'unless']);
  });
  language.foods?.kinds.forEach((kind, i) => {
    if (kind.node && !nodeIds.has(kind.node))
      report(raw.language!.src, ['foods', 'kinds', i, 'node'], `Noden «${kind.node}» finnes ikke`);
  });
  language.foods?.keep.forEach((id, i) => {
    if (!nodeIds.has(id))
      report(raw.language!.src, ['foods', 'keep', i], `Noden «${id}» finnes ikke`);
  });
  if (language.glucose) checkReview(language.glucose.review, raw.language!.src, ['glucose']);
  const warningSigns = raw.warningSigns;
  if (raw.signModel && !warningSigns)
    report(raw.signModel.src, [], 'Modellen for varseltegn trenger warning-signs.yaml');
  if (warningSigns) {
    checkReview(warningSigns.value.review, warningSigns.src, []);
    const { concepts, signs } = warningSigns.value;
    // The engine refuses unknown word lists and word-list entries of several words; report
    // them here, in the editor's terms, instead of failing when the engine is built.
    const unknownLists = (texts: readonly string[]) =>
      texts
        .flatMap((t) => [...t.matchAll(/@([\p{L}\p{N}-]+)/gu)].map((m) => m[1]!))
        .filter((n) => !Object.hasOwn(concepts, n));
    const { negation, hypothetical, present, presentBack, others, self, othersToo, resolved } =
      warningSigns.value;
    (
      [
        ['negation', [...negation.before, ...negation.after]],
        ['hypothetical', hypothetical],
        ['present', present],
        ['presentBack', presentBack],
        ['others', others],
        ['self', self],
        ['othersToo', othersToo],
        ['resolved', resolved],
      ] as const
    ).forEach(([key, texts]) => {
      for (const name of unknownLists(texts))
        report(warningSigns.src, [key], `Ordlisten «@${name}» finnes ikke`);
    });
    negation.before.concat(negation.after).forEach((word) => {
      if (/\s|^[+.]+$/.test(word))
        report(warningSigns.src, ['negation'], `«${word}» skal være ett ord`);
    });
    warningSigns.value.realWords.forEach((word, i) => {
      if (!/^[\p{L}\p{N}-]+$/u.test(word))
        report(warningSigns.src, ['realWords', i], `«${word}» skal være ett ord`);
    });
    Object.entries(concepts).forEach(([name, words]) => {
      for (const word of words.flatMap((w) => w.split('|')))
        if (/\s/.test(word.trim()))
          report(
            warningSigns.src,
            ['concepts', name],
            `«${word}» har flere ord: skriv det som en frase i en regel`,
          );
    });
    signs.forEach((sign, i) => {
      if (!nodeIds.has(sign.node))
        report(warningSigns.src, ['signs', i, 'node'], `Noden «${sign.node}» finnes ikke`);
      for (const name of unknownLists([...sign.rules.flat(), ...sign.except, ...sign.mask]))
        report(warningSigns.src, ['signs', i, 'rules'], `Ordlisten «@${name}» finnes ikke`);
    });
    Object.entries(concepts).forEach(([name, words]) => {
      for (const missing of unknownLists(words))
        report(warningSigns.src, ['concepts', name], `Ordlisten «@${missing}» finnes ikke`);
    });
    const model = raw.signModel;
    for (const id of model ? [model.value.node, ...model.value.yieldTo] : [])
      if (!nodeIds.has(id)) report(model!.src, ['node'], `Noden «${id}» finnes ikke`);
    language.warningSigns = model
      ? { ...warningSigns.value, model: model.value }
      : warningSigns.value;
  }

  const examples = resolveMessages(raw.messages, nodes, report);
  if (examples.length > 0) language.examples = examples;

  const values = placeholderValues(deployment, c.name);
  const fill = (text: string, src: YamlSource, at: (string | number)[]) =>
    fillPlaceholders(text, values, (key) => report(src, at, `Ukjent plassholder {{${key}}}`));
  const landing = resolveLanding(raw.landing, { html, needMedia, altOf, checkReview, fill });
  if (c.hasLandingPage && !raw.files.has('landing.yaml'))
    report(chatbot.src, ['hasLandingPage'], 'En chatbot med forside trenger landing.yaml');

  const mainMenu = menu('mainMenu');
  const topMenu = menu('topMenu');
  const mainMenuTopics = menu('mainMenuTopics');

  if (problems.length > before) return undefined;
  return {
    identificator: c.identificator,
    name: c.name,
    avatarId: c.avatar,
    hasLandingPage: c.hasLandingPage,
    mainMenu,
    topMenu,
    mainMenuTopics,
    questionSuggestions: c.questionSuggestions.map((s) => ({
      label: s.label,
      value: s.value ?? s.label,
    })),
    tiles,
    landing,
    pages: [...pages.values()].sort((a, b) => a.id - b.id),
    media: [...media.values()],
    nodes,
    sources: raw.sources.value,
    language,
    // The deployment's facts are part of the pages, so a changed fact reloads the chatbot.
    contentHash: sha256(`${hashFiles(raw.files)}\n${deployment.hash}`),
    version: c.version,
    about: resolveAbout(raw.dir, raw.files, c.name, deployment, problems),
  };
}
