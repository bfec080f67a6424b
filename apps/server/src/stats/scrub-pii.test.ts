import { findPersonalData } from '@dina/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { piiTokens, scrubPii } from './scrub-pii.js';

// The patterns themselves are tested beside them, in packages/contracts; this proves the server
// uses them and names each kind with its token.

describe('scrubPii', () => {
  it.each([
    ['fnr 01019012345?', 'fnr [nummer]?'],
    ['mitt nummer er 12345678901', 'mitt nummer er [nummer]'],
    ['pasientnr 123456789', 'pasientnr [nummer]'],
    ['konto 1234.56.78903', 'konto [kontonummer]'],
    ['ring 912 34 567 eller 91 23 45 67', 'ring [telefon] eller [telefon]'],
    ['+47 22 33 44 55', '[telefon]'],
    ['ola.nordmann@example.no skrev', '[e-post] skrev'],
    ['se https://example.no/side?token=abc123&navn=kari', 'se [lenke]'],
    ['jeg bor i Storgata 12b i Oslo', 'jeg bor i [adresse] i Oslo'],
    ['Møllergata 3', '[adresse]'],
    ['Bygdøy allé 23', '[adresse]'],
    ['Hei, jeg heter Kari Nordmann og er i uke 30', 'Hei, jeg heter [navn] og er i uke 30'],
    ['født 15.07.1965, fastende 5,4', 'født [fødselsdato], fastende 5,4'],
    ['fnr 15.07.65 00565', 'fnr [fnr]'],
  ])('%s → %s', (input, expected) => {
    expect(scrubPii(input)).toBe(expected);
  });

  it('names a checked id number [fnr], and leaves the text around it', () => {
    // 01010750160 is the library's own documented valid example format (generated, not real).
    expect(scrubPii('Har fnr 010107 50160 og lurer på uke 28')).toBe(
      'Har fnr [fnr] og lurer på uke 28',
    );
  });

  it.each(['7,8 mmol/l', 'uke 28', 'kl 08.30', 'fastende 5,1 og 7,8 to timer etter', '12.03'])(
    'keeps "%s"',
    (text) => {
      expect(scrubPii(text)).toBe(text);
    },
  );

  it('changes a message exactly when the web client would warn about it', () => {
    const piece = fc.constantFrom(
      ...['ring', 'meg på', 'fnr', 'uke 28', '7,8 mmol/l', 'kl 08.30', '12.03', 'HbA1c 42'],
      ...['912 34 567', '+4722334455', '010107 50160', '01019012345', '123456789'],
      ...['kari@example.no', 'www.example.no/x', '1234.56.78903', 'Storgata 12', '.', ','],
      ...['jeg heter Kari', 'født 15.07.1965', 'Karl Johans gate 5', '15.07.65 00565'],
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const text = pieces.join(' ');
        expect(scrubPii(text) !== text).toBe(findPersonalData(text).length > 0);
      }),
      { numRuns: 500 },
    );
  });

  it('gives every kind its own token', () => {
    expect(new Set(Object.values(piiTokens)).size).toBe(Object.keys(piiTokens).length);
  });
});
