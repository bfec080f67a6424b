import { describe, it } from 'vitest';
import { raisesNoAlarm, recognises } from './warning-signs.test-helper.js';

// Check set 42 (bench/safety/<bot>-check42.yaml): phonetic spelling, advice given earlier and
// now met, short night messages, slang, small symptoms together. Its first run missed these
// wordings and alarmed on these near misses; the guards are written anew rather than copied
// from the set.
describe('warning signs of check set 42', () => {
  it.each([
    ['dina', 'swelling', 'samboeren sier jeg ser helt annerledes ut i ansiktet i kveld'],
    ['dina', 'swelling', 'huden kjennes så stram rundt øynene'],
  ] as const)('%s recognises %s in «%s»', (bot, sign, text) => recognises(bot, sign, text));
});

describe('near misses of check set 42', () => {
  it.each([
    ['dina', 'denne målinga tar livet av meg lol, ikke bokstavelig altså'],
    ['dina', 'fikk frysninger etter en kald dusj, er det farlig?'],
    ['dina', 'mannen sier jeg snorker og puster tungt om natta nå'],
    // Advice given as a rule, not something happening.
    ['dina', 'jordmora sa at feber over 38 skal sjekkes, hvordan måler jeg best?'],
    ['dina', 'fastlegen sa at brystsmerter alltid skal tas alvorlig'],
    ['dina', 'jordmora sa jeg skulle ringe ved sterke magesmerter'],
  ] as const)('%s raises no alarm on «%s»', (bot, text) => raisesNoAlarm(bot, text));
});
