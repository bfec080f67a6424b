import { renderInline } from './html.js';
import type { Located } from './read-bot.js';
import type { DialogueNodeSource } from './schema.js';
import type { ButtonItem, DialogueNode } from './types.js';
import type { LandingChecks } from './resolve-landing.js';
import type { YamlSource } from './yaml-file.js';

/** Fewest example phrasings a topic node may have: fewer and the engine cannot recognise it. */
export const MIN_PHRASES = 10;

/** Nodes answered by role rather than recognised from phrasings. */
const UNMATCHED_NODES = new Set(['welcome', 'fallback']);

/** A phrasing as the engine will see it, for finding two nodes with the same phrasing. */
const phraseKey = (phrase: string) =>
  phrase
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The checks of resolveBot that dialogue nodes go through, and its problem reporter. */
export interface DialogueChecks extends Omit<LandingChecks, 'altOf' | 'fill'> {
  report: (src: YamlSource, at: (string | number)[], message: string) => void;
}

/**
 * Resolves the dialogue files: unique node ids, enough and unique phrasings, buttons to
 * existing nodes, media of the right kind, checked reviews and rendered answer bubbles.
 */
export function resolveDialogue(
  files: readonly Located<DialogueNodeSource[]>[],
  checks: DialogueChecks,
): { nodes: DialogueNode[]; nodeIds: Set<string> } {
  const { report, html, needMedia, checkReview } = checks;
  const located = files.flatMap((file) =>
    file.value.map((node, i) => ({ node, src: file.src, at: [i] })),
  );
  const nodeIds = new Set<string>();
  const phraseOwner = new Map<string, string>();
  for (const { node, src, at } of located) {
    if (nodeIds.has(node.id)) report(src, [...at, 'id'], `Node-id «${node.id}» er brukt før`);
    nodeIds.add(node.id);
    if (
      node.kind === 'topic' &&
      !UNMATCHED_NODES.has(node.id) &&
      node.phrases.length < MIN_PHRASES
    ) {
      report(
        src,
        [...at, 'phrases'],
        `Noden «${node.id}» har ${node.phrases.length} formuleringer; minst ${MIN_PHRASES} trengs`,
      );
    }
    node.phrases.forEach((phrase, j) => {
      const key = phraseKey(phrase);
      const owner = phraseOwner.get(key);
      if (owner && owner !== node.id) {
        report(
          src,
          [...at, 'phrases', j],
          `Formuleringen «${phrase}» finnes også i noden «${owner}»`,
        );
      }
      phraseOwner.set(key, node.id);
    });
  }
  const nodes = located.map(({ node, src, at }) => {
    checkReview(node.review, src, at);
    const buttons: ButtonItem[] = node.buttons.map((b, j) => {
      const bAt = [...at, 'buttons', j];
      switch (b.type) {
        case 'quick_reply':
        case 'dialogue_trigger':
          if (!nodeIds.has(b.node)) report(src, [...bAt, 'node'], `Noden «${b.node}» finnes ikke`);
          return { type: b.type, label: b.label, value: b.node };
        case 'link':
          return { type: b.type, label: b.label, value: b.url };
        case 'email':
          return { type: b.type, label: b.label, value: b.address };
        case 'phone':
          return { type: b.type, label: b.label, value: b.number.replace(/\s+/g, '') };
      }
    });
    return {
      id: node.id,
      title: node.title ?? node.phrases[0] ?? node.id,
      kind: node.kind,
      phrases: node.phrases,
      keywords: node.keywords,
      bubbles: node.answer.map((a, j) => html(renderInline(a), src, [...at, 'answer', j])),
      imageId: needMedia(node.image, src, [...at, 'image'], 'IMAGE'),
      videoId: needMedia(node.video, src, [...at, 'video'], 'VIDEO'),
      carousel: node.carousel.map(
        (id, j) => needMedia(id, src, [...at, 'carousel', j], 'IMAGE') ?? id,
      ),
      buttons,
      review: node.review,
    };
  });

  return { nodes, nodeIds };
}
