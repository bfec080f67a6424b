import { idnr } from '@navikt/fnrvalidator';

// Apart from the patterns, so a bundle that only asks whether a text holds personal data (the
// web client) does not carry the validator: being CommonJS without a "sideEffects" flag, it is
// bundled whole once any module that imports it is.

/**
 * Whether an id-shaped number (a `nationalId` match of `findPersonalData`) is a real
 * fødselsnummer, d-nummer or h-nummer: valid date and control digits, as @navikt/fnrvalidator
 * checks them. A match that fails is still personal data, since a mistyped id number identifies
 * just as well; this only says whether it may be called one.
 */
export function isNationalIdNumber(candidate: string): boolean {
  return idnr(candidate.replace(/\D/g, '')).status === 'valid';
}
