import { mediaUrl, type ChatButton, type MessageBlock } from '@dina/contracts';
import type { Decision } from '@dina/engine';
import type { ChatbotRuntime, StoredNode } from './chatbot-runtime.js';
import { escapeAttribute } from '../html-attribute.js';

/** Norwegian text of the "did you mean" answer (SPEC: "Mente du …?"). */
export const clarifyText = ['Jeg er ikke helt sikker på hva du mener.', 'Mente du …?'];

function buttonOf(b: StoredNode['buttons'][number]): ChatButton {
  // A quick reply carries its target both as value and as exchange id: the client sends the
  // value with that exchange id, and the server answers exactly that node.
  const leadsToNode = b.type === 'quick_reply' || b.type === 'dialogue_trigger';
  return {
    type: b.type,
    label: b.label,
    value: b.value,
    exchange_id: leadsToNode ? b.value : null,
  };
}

/**
 * A node as a message block: bubbles separated by a blank line (SPEC §4), then its image and
 * video as bubbles of their own, its carousel and its buttons.
 */
export function nodeBlock(bot: ChatbotRuntime, node: StoredNode, now: Date): MessageBlock {
  const bubbles = [...node.bubbles];
  const alt = (id: string) => bot.altTexts.get(id) ?? '';
  if (node.imageId) {
    bubbles.push(
      `<img src="${mediaUrl(bot.identificator, node.imageId)}" alt="${escapeAttribute(alt(node.imageId))}">`,
    );
  }
  if (node.videoId) {
    bubbles.push(
      `<video src="${mediaUrl(bot.identificator, node.videoId)}" title="${escapeAttribute(alt(node.videoId))}"></video>`,
    );
  }
  return {
    message: bubbles.join('\n\n'),
    sentBy: bot.identificator,
    buttons: node.buttons.map(buttonOf),
    image_carousel: node.carousel.map((id) => ({
      imageUrl: mediaUrl(bot.identificator, id),
      altText: alt(id),
    })),
    timestampDateTime: now.toISOString(),
    exchange_id: node.id,
    chatbot_identification: bot.identificator,
  };
}

/**
 * The answer to an engine decision: the node decided on, a "Mente du …?" or the fallback.
 * A "Mente du …?" also carries the fallback's phone buttons: when the bot is unsure, the
 * visitor still sees how to get help (clinical review C3).
 */
export function decisionBlock(bot: ChatbotRuntime, decision: Decision, now: Date): MessageBlock {
  if (decision.outcome === 'clarify') {
    const candidates = decision.candidates.flatMap((id) => bot.nodes.get(id) ?? []);
    const help = (bot.nodes.get('fallback')?.buttons ?? []).filter((b) => b.type === 'phone');
    return {
      message: clarifyText.join('\n\n'),
      sentBy: bot.identificator,
      buttons: [
        ...candidates.map((n): ChatButton => ({
          type: 'quick_reply',
          label: n.title,
          value: n.id,
          exchange_id: n.id,
        })),
        ...help.map(buttonOf),
      ],
      image_carousel: [],
      timestampDateTime: now.toISOString(),
      exchange_id: null,
      chatbot_identification: bot.identificator,
    };
  }
  const node = (decision.node && bot.nodes.get(decision.node)) || bot.nodes.get('fallback');
  if (!node) throw new Error(`chatbot ${bot.identificator} has no fallback node`);
  let block = nodeBlock(bot, node, now);
  const also = decision.also ? bot.nodes.get(decision.also) : undefined;
  if (decision.outcome === 'answer' && also && !block.buttons.some((b) => b.value === also.id)) {
    // The other question of the message, one click away.
    block = {
      ...block,
      buttons: [
        { type: 'quick_reply', label: also.title, value: also.id, exchange_id: also.id },
        ...block.buttons,
      ],
    };
  }
  // A worried visitor who asks about a topic first reads that her worry is heard.
  if (
    decision.feeling &&
    decision.outcome === 'answer' &&
    bot.feelingBubble &&
    !bot.feelingNodes.has(node.id)
  )
    return { ...block, message: `${bot.feelingBubble}\n\n${block.message}` };
  return block;
}
