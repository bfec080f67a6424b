import { describe, expect, it } from 'vitest';
import { best } from './matcher.js';

describe('best', () => {
  it('gives the first `count` of sorting all by score descending, ties by lower node', () => {
    const scoreOf = Float64Array.from([0.5, 0.9, 0.5, 0.1, 0.9, 0.7, 0.5, 0.3]);
    const nodes = [7, 2, 5, 0, 4, 6, 1, 3];
    const sorted = [...nodes].sort((a, b) => scoreOf[b]! - scoreOf[a]! || a - b);
    for (let count = 0; count <= nodes.length + 1; count++)
      expect(best(nodes, scoreOf, count)).toEqual(sorted.slice(0, count));
  });

  it('keeps every node when asked for all', () => {
    const scoreOf = Float64Array.from([0.2, 0.4, 0.3]);
    expect(best([0, 1, 2], scoreOf, Infinity)).toEqual([1, 2, 0]);
  });
});
