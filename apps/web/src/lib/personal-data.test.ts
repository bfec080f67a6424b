import { describe, expect, it } from 'vitest';
import { findPersonalData } from './personal-data';

describe('findPersonalData', () => {
  it.each([
    ['mitt personnummer er 01019012345', ['personnummer']],
    ['fnr 010190 12345', ['personnummer']],
    ['ring meg på 91234567', ['telefonnummer']],
    ['tlf +47 912 34 567', ['telefonnummer']],
    ['91 23 45 67', ['telefonnummer']],
    ['skriv til kari.nordmann@example.no', ['e-post']],
  ])('finds personal data in %j', (text, kinds) => {
    expect(findPersonalData(text)).toEqual(kinds);
  });

  it.each([
    'blodsukkeret var 7,8 mmol/l etter frokost',
    'fastende 5.4',
    'jeg er i uke 28',
    'målte kl 08.30 og 10.30',
    'HbA1c 42',
    'termin 12.03.2027',
    '2 timer etter middag, 6,9',
    'jeg har gått opp 12 kg',
  ])('keeps the clinical message %j', (text) => {
    expect(findPersonalData(text)).toEqual([]);
  });
});
