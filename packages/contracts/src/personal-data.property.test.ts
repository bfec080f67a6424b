import { idnr } from '@navikt/fnrvalidator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNationalIdNumber } from './national-id.js';
import { findPersonalData, replacePersonalData } from './personal-data.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const int = (min: number, max: number) => fc.integer({ min, max });
const mark = (text: string) => replacePersonalData(text, ({ kind }) => `[${kind}]`);
/** The marked text without its marks: what could still identify someone. */
const leftOver = (text: string) => mark(text).replace(/\[[a-zA-Z]+\]/g, '');

/** Control digits of the modulus-11 scheme; undefined when the number cannot exist (10). */
function control(digits: number[], weights: number[]): number | undefined {
  const rest = digits.reduce((sum, d, i) => sum + d * weights[i]!, 0) % 11;
  const k = rest === 0 ? 0 : 11 - rest;
  return k === 10 ? undefined : k;
}

/** A valid fødselsnummer, or d-nummer (day + 40), with both control digits computed. */
const nationalId = fc
  .record({
    day: fc.integer({ min: 1, max: 28 }),
    month: fc.integer({ min: 1, max: 12 }),
    year: fc.integer({ min: 0, max: 99 }),
    individual: fc.integer({ min: 0, max: 999 }),
    dNumber: fc.boolean(),
  })
  .map(({ day, month, year, individual, dNumber }) => {
    const base = `${pad(day + (dNumber ? 40 : 0))}${pad(month)}${pad(year)}${pad(individual, 3)}`;
    const digits = [...base].map(Number);
    const k1 = control(digits, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
    if (k1 === undefined) return undefined;
    const k2 = control([...digits, k1], [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
    return k2 === undefined ? undefined : `${base}${k1}${k2}`;
  })
  .filter((id): id is string => id !== undefined);

/** How people split an id number into groups, and with what. */
const idGrouping = fc.constantFrom([11], [6, 5], [2, 2, 2, 5], [2, 2, 2, 3, 2], [6, 3, 2]);
const separators = [' ', '-', '.', ' - ', '/'];

const monthNames = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august'];
const bornWord = fc.constantFrom(
  'født',
  'Født',
  'fødd',
  'f.',
  'fødselsdato:',
  'Fødselsdato',
  'bursdag',
);
const anyYear = fc.integer({ min: 1950, max: 2030 });
const earlyYear = fc.integer({ min: 1940, max: 2015 });
const dateSeparator = fc.constantFrom('.', '/', '-');
const birthDate = fc.oneof(
  fc
    .tuple(bornWord, int(1, 31), int(1, 12), anyYear, dateSeparator, fc.boolean())
    .map(([w, d, m, y, s, short]) => `${w} ${pad(d)}${s}${pad(m)}${s}${short ? pad(y % 100) : y}`),
  fc
    .tuple(bornWord, int(1, 28), fc.constantFrom(...monthNames), anyYear)
    .map(([w, d, m, y]) => `jeg er ${w} ${d}. ${m} ${y}`),
  fc.tuple(bornWord, anyYear).map(([w, y]) => `${w} i ${y}`),
  fc
    .tuple(int(1, 31), int(1, 12), earlyYear, dateSeparator)
    .map(([d, m, y, s]) => `datoen er ${d}${s}${m}${s}${y}, hva nå`),
  fc
    .tuple(int(1, 28), fc.constantFrom(...monthNames), earlyYear)
    .map(([d, m, y]) => `jeg kom til verden ${d}. ${m} ${y}`),
);

const capitalised = fc.constantFrom(
  'Karl',
  'Johans',
  'Kongens',
  'Bygdøy',
  'Øvre',
  'Sankt Olavs',
  'Thereses',
);
const streetWord = fc.constantFrom(
  'gate',
  'gata',
  'Gate',
  'gt.',
  'allé',
  'plass',
  'vei',
  'veien',
  'vn.',
  'veg',
);
const joinedStreet = fc.constantFrom(
  'Storgata',
  'Kirkeveien',
  'Møllergata',
  'Storgt.',
  'Ringveien',
  'Kongsvegen',
);
const houseNumber = fc
  .tuple(int(1, 250), fc.constantFrom('', 'b', ' B'))
  .map(([n, l]) => `${n}${l}`);
const streetAddress = fc
  .oneof(
    fc.tuple(capitalised, capitalised, streetWord, houseNumber).map((p) => p.join(' ')),
    fc.tuple(capitalised, streetWord, houseNumber).map((p) => p.join(' ')),
    fc.tuple(joinedStreet, houseNumber).map((p) => p.join(' ')),
  )
  .chain((address) =>
    fc.constantFrom(
      `jeg bor i ${address} i Oslo`,
      `adressen er ${address}.`,
      `${address}, andre etasje`,
    ),
  );

const introduction = fc.constantFrom(
  ...['jeg heter', 'Jeg heter', 'eg heiter', 'æ heite', 'mitt navn er', 'Navnet mitt er'],
  ...['Hilsen', 'hilsen', 'mvh', 'Mvh', 'dr.', 'Dr'],
);
const personName = fc.oneof(
  fc.constantFrom('Kari', 'kari', 'Ola', 'Åse', 'Anne-Lise', 'Muhammad', 'Siv'),
  fc.constantFrom('Kari Nordmann', 'ola nordmann', 'Anne Berit Hansen', 'Øystein Ås'),
);
const tail = fc.constantFrom('', '.', ' og jeg lurer på uke 28', ', er gravid i uke 30', ' :)');

const phone = fc
  .record({
    first: fc.integer({ min: 2, max: 9 }),
    rest: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 }),
    prefix: fc.constantFrom('', '+47 ', '+47', '0047 ', '0047'),
    grouping: fc.constantFrom([8], [3, 2, 3], [2, 2, 2, 2], [4, 4]),
    separator: fc.constantFrom(' ', '-'),
  })
  .map(({ first, rest, prefix, grouping, separator }) => {
    const digits = `${first}${rest.join('')}`;
    let at = 0;
    const groups = grouping.map((n) => digits.slice(at, (at += n)));
    return prefix + groups.join(separator);
  });

/** Sentences around the value, without digits of their own. */
const sentence = (value: fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.constantFrom('', 'Ring meg på ', 'Mitt nummer er ', 'kontakt: ', 'Hei, det er '),
      value,
      fc.constantFrom('', '.', ' i kveld', ', takk!', '?'),
    )
    .map((parts) => parts.join(''));

describe('personal data (property-based)', () => {
  it('finds every valid fødselsnummer and d-nummer in every written form', () => {
    fc.assert(
      fc.property(nationalId, idGrouping, fc.constantFrom(...separators), (id, groups, sep) => {
        expect(idnr(id).status).toBe('valid');
        let at = 0;
        const written = groups.map((n) => id.slice(at, (at += n))).join(sep);
        const text = `fnr ${written}, gjelder timen`;
        expect(findPersonalData(text)).toEqual(['nationalId']);
        expect(isNationalIdNumber(written)).toBe(true);
        expect(leftOver(text)).not.toMatch(/\d/);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds every date of birth, after "født" and the like or with an early year', () => {
    fc.assert(
      fc.property(birthDate, (text) => {
        expect(findPersonalData(text)).toEqual(['birthDate']);
        expect(leftOver(text)).not.toMatch(/\d/);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds every street address, with the street word joined or apart', () => {
    fc.assert(
      fc.property(streetAddress, (text) => {
        expect(findPersonalData(text)).toEqual(['address']);
        expect(leftOver(text)).not.toMatch(/\d/);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds every name after the usual introductions, and keeps the introduction', () => {
    fc.assert(
      fc.property(introduction, personName, tail, (intro, name, rest) => {
        const text = `${intro} ${name}${rest}`;
        expect(findPersonalData(text)).toEqual(['name']);
        expect(mark(text)).toBe(`${intro} [name]${rest}`);
      }),
      { numRuns: 3000 },
    );
  });

  it('finds every Norwegian phone number, with or without country code and spacing', () => {
    fc.assert(
      fc.property(sentence(phone), (text) => {
        expect(findPersonalData(text)).toEqual(['phone']);
        expect(leftOver(text)).not.toMatch(/\d/);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds every e-mail address, and takes it whole', () => {
    fc.assert(
      fc.property(sentence(fc.emailAddress()), fc.emailAddress(), (text, address) => {
        expect(findPersonalData(text)).toContain('email');
        expect(mark(text)).not.toContain('@');
        expect(mark(`skriv til ${address} i dag`)).toBe('skriv til [email] i dag');
      }),
      { numRuns: 1000 },
    );
  });
});

const clinical = fc.oneof(
  fc.tuple(int(2, 25), int(0, 9)).map(([a, b]) => `${a},${b} mmol/l`),
  fc.tuple(int(2, 25), int(0, 9)).map(([a, b]) => `${a}.${b}`),
  fc.tuple(int(2, 25), int(0, 9)).map(([a, b]) => `fastende ${a},${b}`),
  int(1, 42).map((w) => `uke ${w}`),
  fc.tuple(int(0, 23), int(0, 59)).map(([h, m]) => `kl ${pad(h)}.${pad(m)}`),
  fc.tuple(int(0, 23), int(0, 59)).map(([h, m]) => `kl. ${h}:${pad(m)}`),
  int(20, 130).map((v) => `HbA1c ${v}`),
  fc
    .tuple(int(1, 3), fc.constantFrom('frokost', 'lunsj', 'middag', 'kveldsmat'))
    .map(([h, meal]) => `${h} timer etter ${meal}`),
  fc.tuple(int(1, 31), int(1, 12)).map(([d, m]) => `${pad(d)}.${pad(m)}`),
  fc.tuple(int(1, 31), int(1, 12), int(2020, 2030)).map(([d, m, y]) => `${d}.${m}.${y}`),
  int(40, 150).map((kg) => `${kg} kg`),
  fc.tuple(int(90, 180), int(50, 110)).map(([s, d]) => `blodtrykk ${s}/${d}`),
  int(1, 60).map((u) => `${u} enheter insulin`),
  int(1, 3000).map((g) => `${g} gram karbohydrat`),
  fc.constantFrom('113', '116117', 'ring 113', 'på vei hjem'),
);

describe('clinical values (property-based)', () => {
  it('keeps every clinical value, alone and several in one message', () => {
    fc.assert(
      fc.property(fc.array(clinical, { minLength: 1, maxLength: 4 }), (values) => {
        const text = `Jeg har ${values.join(' og ')}.`;
        expect(findPersonalData(text)).toEqual([]);
        expect(mark(text)).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });
});
