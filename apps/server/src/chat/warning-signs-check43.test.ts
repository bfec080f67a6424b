import { describe, it } from 'vitest';
import { recognises } from './warning-signs.test-helper.js';

// Check set 43 (bench/safety/<bot>-check43.yaml): logs with clock times, pasted chats, English
// with Norwegian words, strong emotion. Its first run missed these wordings; the guards are
// written anew rather than copied from the set.
describe('warning signs of check set 43', () => {
  it.each([
    [
      'dina',
      'fetal-movement',
      'week 33, she always kicks in the evening but tonight almost nothing',
    ],
    ['dina', 'trauma', 'was in a car crash on the way home, week 30'],
    ['dina', 'general', 'neseblodet har holdt på i 40 minutter nå'],
    ['dina', 'general', 'kraftig neseblod og jeg blir svimmel'],
    ['ibs', 'weight-loss', '6 kilo kanskje, men jeg har ikke prøvd'],
    ['ibs', 'weight-loss', 'vekt i mars 70 kg, nå 66 kilo, ingen diett'],
    ['ibs', 'night-symptoms', 'vekket av magesmerter klokka tre igjen'],
    ['ibs', 'new-change-over-40', '58 år. Før type 4 hver dag, nå type 6 og 2. Helt nytt for meg.'],
    [
      'ibs',
      'new-change-over-40',
      'I am 55, never had stomach problems before, now loose every day',
    ],
    ['ibs', 'family-history', 'morsan hadde tarmkreft, og nå har jeg fått vondt og løs mage'],
    ['ibs', 'general', 'klarer knapt gå på do, hver dag verre'],
  ] as const)('%s recognises %s in «%s»', (bot, sign, text) => recognises(bot, sign, text));
});
