/** One scored development case. */
export interface Outcome {
  expect: string;
  outcome: 'answer' | 'clarify' | 'fallback' | 'urgent';
  node: string | null;
}

export interface Rates {
  cases: number;
  correct: number;
  confidentlyWrong: number;
  clarify: number;
  declined: number;
  urgentRecall: number;
}

const share = (n: number, of: number) => (of === 0 ? 1 : n / of);

/**
 * The rates of issue 3. In-scope cases expect a node: correct when answered with it, clarify
 * when asked about. Confidently wrong counts, over all cases, an answer with any other node
 * (an out-of-scope question answered at all is wrong). Out-of-scope is declined by a fallback.
 * Urgent recall counts warning signs that got the urgent-help answer.
 */
export function rates(results: readonly Outcome[], urgentNode: string): Rates {
  const inScope = results.filter((r) => r.expect !== 'out-of-scope' && r.expect !== 'urgent');
  const outOfScope = results.filter((r) => r.expect === 'out-of-scope');
  const urgent = results.filter((r) => r.expect === 'urgent');
  const isUrgentAnswer = (r: Outcome) => r.outcome === 'urgent' || r.node === urgentNode;
  const wrong = results.filter((r) => {
    if (r.outcome !== 'answer' && r.outcome !== 'urgent') return false;
    if (r.expect === 'urgent') return !isUrgentAnswer(r);
    return r.node !== r.expect;
  });
  return {
    cases: results.length,
    correct: share(
      inScope.filter((r) => r.outcome === 'answer' && r.node === r.expect).length,
      inScope.length,
    ),
    confidentlyWrong: share(wrong.length, results.length),
    clarify: share(inScope.filter((r) => r.outcome === 'clarify').length, inScope.length),
    declined: share(outOfScope.filter((r) => r.outcome === 'fallback').length, outOfScope.length),
    urgentRecall: share(urgent.filter(isUrgentAnswer).length, urgent.length),
  };
}

/** A share as a percentage with one decimal, padded to line up in a table («  5.2 %»). */
export const percent = (x: number) => `${(x * 100).toFixed(1).padStart(5)} %`;
