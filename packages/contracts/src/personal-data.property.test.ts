import { idnr } from '@navikt/fnrvalidator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNationalIdNumber } from './national-id.js';
import { findPersonalData, replacePersonalData } from './personal-data.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
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
  it('finds every valid fødselsnummer and d-nummer, also written 6 + 5', () => {
    fc.assert(
      fc.property(nationalId, fc.constantFrom('', ' ', '-'), (id, split) => {
        expect(idnr(id).status).toBe('valid');
        const written = `${id.slice(0, 6)}${split}${id.slice(6)}`;
        const text = `fnr ${written}, gjelder timen`;
        expect(findPersonalData(text)).toEqual(['nationalId']);
        expect(isNationalIdNumber(written)).toBe(true);
        expect(leftOver(text)).not.toMatch(/\d/);
      }),
      { numRuns: 2000 },
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

const int = (min: number, max: number) => fc.integer({ min, max });
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
