import { describe, expect, it } from 'vitest';
import { personalDataWords } from './personal-data';

// The patterns themselves are tested beside them, in packages/contracts; this proves the client
// uses them and words each kind for the warning.

describe('personalDataWords', () => {
  it.each([
    ['mitt personnummer er 01019012345', ['personnummer']],
    ['fnr 010190 12345', ['personnummer']],
    ['ring meg på 91234567', ['telefonnummer']],
    ['tlf +47 912 34 567', ['telefonnummer']],
    ['91 23 45 67', ['telefonnummer']],
    ['skriv til kari.nordmann@example.no', ['e-post']],
    ['konto 1234.56.78903', ['kontonummer']],
    ['pasientnr 123456789', ['nummer som kan identifisere deg']],
    ['se https://example.no/side?token=abc123', ['lenker']],
    ['jeg bor i Storgata 12b', ['adresse']],
    ['fnr 01010750160, tlf 912 34 567', ['personnummer', 'telefonnummer']],
    ['fnr 15.07.65 00565', ['personnummer']],
    ['jeg bor i Karl Johans gate 5', ['adresse']],
    ['Hei, jeg heter Kari og er født 15.07.1990', ['fødselsdato', 'navn']],
  ])('warns about %j', (text, words) => {
    expect(personalDataWords(text)).toEqual(words);
  });

  it.each([
    'blodsukkeret var 7,8 mmol/l etter frokost',
    'fastende 5,4 i uke 28, kl 07.30',
    'termin 12.03.2027',
    'jeg har gått opp 12 kg',
  ])('lets the clinical message %j through', (text) => {
    expect(personalDataWords(text)).toEqual([]);
  });
});
