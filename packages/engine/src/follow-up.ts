import type { Analyzer } from './analyzer.js';
import { yesWords } from './data/nb-language.js';

/** What follow-ups need of a node: its id and its buttons. */
interface NodeButtons {
  id: string;
  buttons: readonly { type: string; label: string; value: string }[];
}

/** A node's id and its onward buttons as analysed words, for replies to it. */
interface Replies {
  id: string;
  onward: { value: string; label: string; content: string }[];
}

/** Replies that take the one way on a node offers; see `FollowUps.reply`. */
const YES = new Set(yesWords);

/**
 * Replies to the node answered last: a clicked quick reply (its node id sent as the message),
 * one of its buttons' labels typed, or a "yes"/"more" when it offers exactly one way on. The
 * nodes' ids and labels are analysed once here rather than for every message that replies.
 */
export class FollowUps {
  private readonly replies: Map<string, Replies>;

  constructor(
    nodes: readonly NodeButtons[],
    private readonly analyzer: Analyzer,
  ) {
    const said = (text: string) => analyzer.words(text).join(' ');
    this.replies = new Map(
      nodes.map((n) => [
        n.id,
        {
          id: said(n.id),
          onward: n.buttons
            .filter((b) => b.type === 'quick_reply' || b.type === 'dialogue_trigger')
            .map((b) => {
              const label = analyzer.words(b.label);
              return {
                value: b.value,
                label: label.join(' '),
                content: analyzer.contentWords(label).join(' '),
              };
            }),
        },
      ]),
    );
  }

  /** Whether the message (its analysed words, joined) is the node's own id: a clicked reply. */
  clicked(exchangeId: string, message: string): boolean {
    return this.replies.get(exchangeId)?.id === message;
  }

  /** The node a reply to `exchangeId` leads to, if it is one of its ways on. */
  reply(exchangeId: string, words: readonly string[], message: string): string | undefined {
    const current = this.replies.get(exchangeId);
    if (!current) return undefined;
    const { onward } = current;
    const labelled = onward.find((b) => b.label === message);
    if (labelled) return labelled.value;
    if (onward.length === 1 && YES.has(message)) return onward[0]!.value;
    const content = this.analyzer.contentWords(words).join(' ');
    if (content === '') return undefined;
    return onward.find((b) => b.content === content)?.value;
  }
}
