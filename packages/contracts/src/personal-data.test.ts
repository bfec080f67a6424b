import { describe, expect, it } from 'vitest';
import { findPersonalData, replacePersonalData, type PersonalDataKind } from './personal-data.js';

/** The text with every match replaced by its kind, e.g. "ring [phone]". */
const mark = (text: string) => replacePersonalData(text, ({ kind }) => `[${kind}]`);

describe('findPersonalData', () => {
  it.each<[string, PersonalDataKind[]]>([
    ['mitt personnummer er 01019012345', ['nationalId']],
    ['fnr 010190 12345', ['nationalId']],
    ['fnr 010190-12345', ['nationalId']],
    // A full stop after the number ends the sentence; it is not a decimal point.
    ['mitt fnr er 01019012345.', ['nationalId']],
    ['ring meg på 91234567', ['phone']],
    ['tlf +47 912 34 567', ['phone']],
    ['91 23 45 67', ['phone']],
    ['ring 9123-4567.', ['phone']],
    ['skriv til kari.nordmann@example.no', ['email']],
    ['se www.example.no/min-side?id=42', ['url']],
    ['konto 1234 56 78903', ['account']],
    ['pasientnr 123456789', ['number']],
    ['jeg bor i Kirkeveien 4b', ['address']],
    // The written forms a probe found stored verbatim (finding F2).
    ['15.07.65 00565', ['nationalId']],
    ['15-07-65-00565', ['nationalId']],
    ['15 07 65 005 65', ['nationalId']],
    // Street names apart from the street word (F7).
    ['Karl Johans gate 5', ['address']],
    ['Kongens gate 14', ['address']],
    ['Bygdøy allé 23', ['address']],
    ['Storgt. 12', ['address']],
    // Names and dates of birth (F8).
    ['jeg heter Kari Nordmann', ['name']],
    ['mitt navn er kari', ['name']],
    ['dr. Hansen sa at det var fint', ['name']],
    ['født 15.07.1965', ['birthDate']],
  ])('finds personal data in %j', (text, kinds) => {
    expect(findPersonalData(text)).toEqual(kinds);
  });

  it('names each kind once, in the order the kinds are looked for', () => {
    const text = 'ring 91234567 eller 41234567, eller skriv til kari@example.no';
    expect(findPersonalData(text)).toEqual(['email', 'phone']);
  });

  it("never reads an e-mail address's digits as a phone number too", () => {
    expect(findPersonalData('kari91234567@example.no')).toEqual(['email']);
  });

  it.each([
    // Not a subscriber number: Norwegian numbers never start with 0 or 1.
    '12345678',
    // Too short and too long for anything identifying; "113" is the emergency number.
    'ring 113 ved blødning',
    '116117',
    'jeg er på vei 2 timer etter frokost',
    'hilsen til jordmora',
    'termin 12.03.2027',
  ])('leaves %j alone', (text) => {
    expect(findPersonalData(text)).toEqual([]);
  });
});

describe('replacePersonalData', () => {
  it.each([
    ['fnr 01019012345?', 'fnr [nationalId]?'],
    ['mitt nummer er 12345678901', 'mitt nummer er [nationalId]'],
    ['pasientnr 123456789', 'pasientnr [number]'],
    ['konto 1234.56.78903', 'konto [account]'],
    ['ring 912 34 567 eller 91 23 45 67', 'ring [phone] eller [phone]'],
    ['+47 22 33 44 55', '[phone]'],
    ['+4791234567', '[phone]'],
    ['ola.nordmann@example.no skrev', '[email] skrev'],
    ['se https://example.no/side?token=abc123&navn=kari', 'se [url]'],
    ['jeg bor i Storgata 12b i Oslo', 'jeg bor i [address] i Oslo'],
    ['Møllergata 3', '[address]'],
    ['Har fnr 010107 50160 og lurer på uke 28', 'Har fnr [nationalId] og lurer på uke 28'],
  ])('%s → %s', (input, expected) => {
    expect(mark(input)).toBe(expected);
  });

  it('hands each match over as written, separators included', () => {
    const seen: string[] = [];
    replacePersonalData('fnr 010107 50160, tlf 912 34 567', ({ text }) => {
      seen.push(text);
      return '[x]';
    });
    expect(seen).toEqual(['010107 50160', '912 34 567']);
  });
});

describe('clinical values', () => {
  it.each([
    'blodsukkeret var 7,8 mmol/l etter frokost',
    '7,8 mmol/l',
    'fastende 5.4',
    'fastende 5,1 og 7,8 to timer etter',
    'fastende 5,4 i uke 28, kl 07.30',
    'jeg er i uke 28',
    'målte kl 08.30 og 10.30',
    'HbA1c 42',
    'termin 12.03.2027',
    '12.03',
    '2 timer etter middag, 6,9',
    'jeg har gått opp 12 kg',
    'blodtrykk 120/80',
    'på vei 2 timer etter frokost',
  ])('keeps %j', (text) => {
    expect(findPersonalData(text)).toEqual([]);
    expect(mark(text)).toBe(text);
  });
});
