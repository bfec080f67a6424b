import type { MessageWords, Phrase } from './patterns.js';

/**
 * The rules a message may fit, found through the slots its words fill instead of by asking
 * each of some thousand rules (`MessageWords.mayFit`). Each rule is filed under one slot it
 * needs, its rarest by `breadth`: a message that fills no such slot cannot fit the rule. A
 * rule whose every slot may be filled by a value alone («glucose>=20») is always asked.
 */
export class RuleIndex<R extends { phrases: readonly Phrase[] }> {
  private readonly bySlot = new Map<number, number[]>();
  private readonly always: number[] = [];

  constructor(
    private readonly rules: readonly R[],
    breadth: (slot: number) => number,
  ) {
    rules.forEach((rule, order) => {
      let key = -1;
      let narrowest = Infinity;
      for (const phrase of rule.phrases) {
        for (const slot of phrase) {
          if (slot.values.length > 0) continue;
          const b = breadth(slot.id);
          if (b < narrowest) [key, narrowest] = [slot.id, b];
        }
      }
      if (key < 0) this.always.push(order);
      else {
        const list = this.bySlot.get(key);
        if (list) list.push(order);
        else this.bySlot.set(key, [order]);
      }
    });
  }

  /** The rules the message may fit (`MessageWords.mayFit`), in their order. */
  fitting(message: MessageWords): R[] {
    const orders: number[] = [];
    for (const order of this.always)
      if (message.mayFit(this.rules[order]!.phrases)) orders.push(order);
    for (const slot of message.slots) {
      // Most slots a message fills key no rule.
      const keyed = this.bySlot.get(slot);
      if (!keyed) continue;
      for (const order of keyed) if (message.mayFit(this.rules[order]!.phrases)) orders.push(order);
    }
    orders.sort((a, b) => a - b);
    return orders.map((order) => this.rules[order]!);
  }
}
