import { describe, expect, it } from 'vitest';
import { isNationalIdNumber } from './national-id.js';

describe('isNationalIdNumber', () => {
  it('accepts a number with a valid date and control digits, however it is split', () => {
    // 01010750160 is the library's own documented valid example format (generated, not real).
    expect(isNationalIdNumber('01010750160')).toBe(true);
    expect(isNationalIdNumber('010107 50160')).toBe(true);
    expect(isNationalIdNumber('010107-50160')).toBe(true);
  });

  it('refuses wrong control digits, impossible dates and other lengths', () => {
    expect(isNationalIdNumber('01019012345')).toBe(false);
    expect(isNationalIdNumber('32130750160')).toBe(false);
    expect(isNationalIdNumber('0101075016')).toBe(false);
  });
});
