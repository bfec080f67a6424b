import { describe, expect, it } from 'vitest';
import { easeInOutQuad } from './scroll';

describe('easeInOutQuad', () => {
  it('starts at 0, is half-way at 0.5, ends at 1 and is slow at both ends', () => {
    expect(easeInOutQuad(0)).toBe(0);
    expect(easeInOutQuad(0.5)).toBe(0.5);
    expect(easeInOutQuad(1)).toBe(1);
    expect(easeInOutQuad(0.1)).toBeCloseTo(0.02);
    expect(easeInOutQuad(0.9)).toBeCloseTo(0.98);
  });
});
