import { describe, expect, it } from 'vitest';
import { bundles, recognises } from './warning-signs.test-helper.js';

/**
 * Warning signs every chatbot defines alike. Thoughts of suicide are told the same way whatever
 * brought the visitor: when each chatbot kept its own copy, the copies drifted (session 33: ibs
 * kept an «i stedet for» exception dina had dropped as unsafe), and each chatbot missed 7–12 %
 * of the other's self-harm messages (ibs 177 of 201 of dina's, dina 195 of 210 of ibs's).
 * Edit one, copy it to the others: this test fails until they agree. The examples stay each
 * chatbot's own: they train its learnt model, whose threshold was set on them.
 */
const SHARED = ['self-harm'];

/** A chatbot's definition of a sign, without its examples. */
const signOf = (bot: string, id: string) => {
  const bundle = bundles.find((b) => b.identificator === bot)!;
  const sign = bundle.language.warningSigns?.signs.find((s) => s.id === id);
  return sign && { ...sign, examples: undefined };
};

describe('warning signs every chatbot shares', () => {
  it.each(SHARED)('every chatbot defines %s with the same rules, exceptions and masks', (id) => {
    const [first, ...rest] = bundles.map((b) => b.identificator);
    expect(signOf(first!, id)).toBeDefined();
    for (const bot of rest)
      expect(signOf(bot, id), `${bot} vs ${first}`).toEqual(signOf(first!, id));
  });

  // Wordings each chatbot missed before, written anew from the other's check sets.
  it.each([
    ['dina', 'har begynt å planlegge hvordan jeg kan skade meg, er i uke 30'],
    ['dina', 'tenker at det er bedre for alle hvis jeg bare dør'],
    ['dina', 'kanskje jeg bare skal hoppe fra brua, haha. nei, jeg tenker mye på det'],
    ['ibs', 'I dont want to live anymore, sorry for english'],
    ['ibs', 'hallo, er noen der? jeg sitter med pillene foran meg'],
  ] as const)('%s recognises self-harm in «%s»', (bot, text) => recognises(bot, 'self-harm', text));
});
