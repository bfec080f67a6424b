import { describe, expect, it } from 'vitest';
import { fold } from './fold.js';
import { glucoseWords } from './glucose.js';
import { normalize } from './normalize.js';

// The usual targets (Helsenorge; Helsedirektoratet), as in Dina's language.yaml.
const targets = { fasting: 5.3, afterMeal: 6.7 };
const of = (text: string, t = targets) => glucoseWords(fold(normalize(text)).split(' '), t);

describe('glucoseWords', () => {
  it('judges a reading by the targets it is given, not by numbers of its own', () => {
    const local = { fasting: 5.5, afterMeal: 7 };
    expect(of('fastende 5.4', local)).toEqual(['blodsukker', 'malverdi']);
    expect(of('6,9 etter frokost', local)).toEqual(['blodsukker', 'malverdi']);
    expect(of('7,0 etter frokost', local)).toEqual(['blodsukker', 'hoyt', 'maling']);
  });

  it('calls a value over the usual target a high reading and one under it the targets', () => {
    expect(of('6,9 etter frokost')).toEqual(['blodsukker', 'hoyt', 'maling']);
    expect(of('fastende 5.4')).toEqual(['blodsukker', 'hoyt', 'maling']);
    expect(of('fastende 4,8')).toEqual(['blodsukker', 'malverdi']);
    expect(of('blodsukker 3,2')).toEqual(['blodsukker', 'lavt']);
  });

  it('takes a question whether a value passes the target as one about the targets', () => {
    expect(of('fastende 5,4, er det over grensen')).toEqual(['blodsukker', 'malverdi']);
    expect(of('7,1 etter frokost, er det for høyt')).toEqual(['blodsukker', 'malverdi']);
    expect(of('7,1 etter frokost, hva gjør jeg')).toEqual(['blodsukker', 'hoyt', 'maling']);
  });

  it('sends a value from the glucose test, in any inflection, to the diagnostic limits', () => {
    expect(of('5,4 fastende på glukosebelastningen')).toEqual(['blodsukker', 'diagnose', 'grense']);
  });

  it('leaves ages, weeks, durations, counts and HbA1c values alone', () => {
    expect(of('sukkerbelastning når jeg er 27 år')).toEqual([]);
    expect(of('hva er 2 timers verdi')).toEqual([]);
    expect(of('hba1c 6,0 i uke 10')).toEqual([]);
    expect(of('blodsukker i uke 30')).toEqual([]);
    expect(of('jeg har 3 barn')).toEqual([]);
  });

  it('leaves whole numbers alone where a clock time is told, but not a decimal reading', () => {
    expect(of('begynte middag kl 17.30, ferdig 18. måle 19.30 eller 20?')).toEqual([]);
    expect(of('spiste middag kl 18 og målte 7,9 etter middag')).toEqual([
      'blodsukker',
      'hoyt',
      'maling',
    ]);
  });

  it('reads a whole number of 16 or more beside a test word as an age', () => {
    expect(of('jeg er 24 og venter første barn, må jeg testes')).toEqual([]);
    expect(of('fikk 11 på sukkertesten')).toEqual(['blodsukker', 'diagnose', 'grense']);
    expect(of('blodsukker 18 etter sukkertest')).toEqual(['blodsukker', 'diagnose', 'grense']);
  });

  it('reads "under" a value as a target', () => {
    expect(of('skal fastende være under 5,3')).toEqual(['blodsukker', 'malverdi']);
    expect(of('fastende 5,3')).toEqual(['blodsukker', 'hoyt', 'maling']);
  });

  it('leaves the number of a diabetes type alone', () => {
    expect(of('type 2 diabetes etter fødsel')).toEqual([]);
    expect(of('kan eg få typ 2 etter fødselen')).toEqual([]);
  });

  it('leaves a body-mass index, an age or a weight before a test word alone', () => {
    expect(of('kmi over 25, må jeg ta sukkertest?')).toEqual([]);
    expect(of('bmi 31 og glukosebelastning')).toEqual([]);
    expect(of('jeg veier 90 skal jeg testes')).toEqual([]);
    // A real value in the same kind of sentence still counts.
    expect(of('fikk 9,1 på sukkertesten')).toEqual(['blodsukker', 'diagnose', 'grense']);
  });
});
