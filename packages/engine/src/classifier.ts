/** One training example: a phrasing's terms and the node it belongs to (-1: none of them). */
export interface Example {
  node: number;
  terms: readonly string[];
}

const EPOCHS = 15;
const LEARNING_RATE = 1;
/** Shrinks every weight a little per update, so no single word decides a node alone. */
const L2 = 1e-4;
/** Most rivals (the true node included) an example is trained against. */
const RIVAL_LIMIT = 64;

/**
 * A sparse softmax (multinomial logistic) regression from terms to nodes, trained on the
 * content's phrasings. Lexical similarity says how well a message fits a node; this says which
 * words tell nodes apart (it learns that "betyr" says little and "hba1c" much), which makes the
 * choice between close nodes, and the confidence in it, better than similarity alone.
 *
 * Each example competes only against the nodes that share a term with it, plus a background
 * class with a fixed logit of 0 that stands for "none of these": the probability of a node is
 * therefore low when the message's words are weak evidence for every node. An example of no
 * node (a question out of scope) is that background's: it lowers the weights of its words for
 * every rival, so «vaksine» or «NIPT» stop pointing at the topic on risks to the baby. Training is
 * deterministic (fixed order, no randomness) and costs about examples × rivals × terms.
 */
export class Classifier {
  /** term → node → index of the weight in `w`. */
  private readonly slots = new Map<string, Map<number, number>>();
  private w = new Float64Array(0);

  constructor(examples: readonly Example[], rivalsOf: (terms: readonly string[]) => Set<number>) {
    // Every (term, node) weight an example touches gets a slot up front, so that training
    // runs on typed arrays only.
    const prepared = examples.map((e) => {
      const rivals = rivalsOf(e.terms);
      if (e.node >= 0) rivals.add(e.node);
      const nodes = [...rivals];
      return {
        truth: nodes.indexOf(e.node),
        x: 1 / Math.sqrt(Math.max(1, e.terms.length)),
        slots: nodes.map((node) => e.terms.map((t) => this.slot(t, node))),
      };
    });
    const w = (this.w = new Float64Array(this.size));
    const n = prepared.length;
    // A fixed stride through the examples mixes the nodes without randomness.
    const stride = n > 1 ? largestCoprime(n) : 1;
    const exps = new Float64Array(RIVAL_LIMIT);
    for (let epoch = 0; epoch < EPOCHS; epoch++) {
      const rate = LEARNING_RATE / (1 + epoch * 0.5);
      for (let k = 0, i = epoch % Math.max(1, n); k < n; k++, i = (i + stride) % n) {
        const e = prepared[i]!;
        const count = Math.min(e.slots.length, RIVAL_LIMIT);
        let max = 0;
        for (let j = 0; j < count; j++) {
          let z = 0;
          for (const slot of e.slots[j]!) z += w[slot]!;
          exps[j] = z * e.x;
          if (exps[j]! > max) max = exps[j]!;
        }
        let total = Math.exp(-max);
        for (let j = 0; j < count; j++) total += exps[j] = Math.exp(exps[j]! - max);
        for (let j = 0; j < count; j++) {
          const gradient = (j === e.truth ? 1 : 0) - exps[j]! / total;
          if (Math.abs(gradient) < 1e-4) continue;
          for (const slot of e.slots[j]!) w[slot] = w[slot]! * (1 - L2) + rate * gradient * e.x;
        }
      }
    }
  }

  private size = 0;

  private slot(term: string, node: number): number {
    let row = this.slots.get(term);
    if (!row) {
      row = new Map();
      this.slots.set(term, row);
    }
    let slot = row.get(node);
    if (slot === undefined) {
      slot = this.size++;
      row.set(node, slot);
    }
    return slot;
  }

  private logit(terms: readonly string[], node: number): number {
    let z = 0;
    for (const t of terms) {
      const slot = this.slots.get(t)?.get(node);
      if (slot !== undefined) z += this.w[slot]!;
    }
    return z;
  }

  /**
   * The probability of each of `nodes` given the message's terms, against each other and the
   * background. Unknown terms add nothing to any node but count in the scaling, so a message
   * with many unknown words gets lower probabilities.
   */
  probabilities(terms: readonly string[], nodes: readonly number[]): number[] {
    const x = 1 / Math.sqrt(Math.max(1, terms.length));
    const logits = nodes.map((node) => this.logit(terms, node) * x);
    const max = Math.max(0, ...logits);
    const exps = logits.map((z) => Math.exp(z - max));
    const total = exps.reduce((a, b) => a + b, Math.exp(-max));
    return exps.map((e) => e / total);
  }
}

/** A step through 0..n-1 that visits every index once: a number just under n/2, coprime to n. */
export function largestCoprime(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (let s = Math.max(1, Math.floor(n / 2) - 1); s > 1; s--) if (gcd(s, n) === 1) return s;
  return 1;
}
