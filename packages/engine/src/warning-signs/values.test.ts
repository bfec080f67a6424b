import { describe, expect, it } from 'vitest';
import { Analyzer } from '../analyzer.js';
import { findValues } from './values.js';

const analyzer = new Analyzer();
const kinds = (text: string) =>
  findValues(analyzer.words(text)).map(({ kind, value }) => `${kind} ${value}`);

describe('findValues', () => {
  it('reads a whole number after "jeg er" as an age, even next to a glucose word', () => {
    expect(kinds('må ta en sukkertest fordi jeg er 31')).toEqual(['age 31']);
    expect(kinds('blodsukkeret er 16')).toEqual(['glucose 16']);
  });

  it('reads both ends of a range of weeks as weeks', () => {
    expect(kinds('sukkertesten i uke 24-28')).toEqual(['week 24', 'week 28']);
  });
});
