/**
 * Deterministic ways real visitors mangle a phrasing, used by the cross-validation to test
 * each held-out phrasing as it might actually be typed. None of them uses the dev set.
 */

/** No æøå on the keyboard: the common ASCII spellings, alternating by word. */
export function withoutNorwegianLetters(text: string): string {
  let i = 0;
  return text.replace(/[æøå]/g, (c) => {
    i += 1;
    const double = i % 2 === 0;
    if (c === 'æ') return double ? 'ae' : 'e';
    if (c === 'ø') return double ? 'oe' : 'o';
    return double ? 'aa' : 'a';
  });
}

/**
 * One typo in the longest word: a swap of two inner letters, a dropped letter or a doubled
 * one, chosen by the word's length so that the same phrasing always gets the same typo.
 */
export function withTypo(text: string): string {
  const words = text.split(' ');
  let at = -1;
  words.forEach((w, i) => {
    if (w.length >= 5 && (at < 0 || w.length > words[at]!.length)) at = i;
  });
  if (at < 0) return text;
  const w = words[at]!;
  const p = Math.floor(w.length / 2);
  const kind = w.length % 3;
  words[at] =
    kind === 0
      ? w.slice(0, p) + w[p + 1]! + w[p]! + w.slice(p + 2)
      : kind === 1
        ? w.slice(0, p) + w.slice(p + 1)
        : w.slice(0, p) + w[p]! + w.slice(p);
  return words.join(' ');
}

/**
 * A phrasing as a worried visitor writes it: a greeting, some context and a feeling around
 * the question, chosen by the phrasing's index so the same phrasing always gets the same
 * wrapping. The context sentences are written for this tuning, not taken from any test set.
 */
export function inContext(bot: string, text: string, index: number): string {
  const openers = ['Hei!', 'Hei.', 'Hallo,', 'God morgen!', ''];
  const contexts: Record<string, string[]> = {
    dina: [
      'Er i uke 30 og fikk diagnosen i går.',
      'Jeg er gravid i uke 28 og har svangerskapsdiabetes.',
      'Jordmora sa jeg kunne spørre her.',
      'Har nettopp begynt å måle blodsukkeret, og alt er nytt for meg.',
      'Første gang gravid, uke 33.',
      'Jeg måler blodsukkeret fire ganger om dagen og prøver å spise sunt.',
      'Legen har sagt at jeg kanskje må begynne med insulin.',
      'Har hatt gode verdier etter middag, men frokosten er vanskelig.',
      'Jeg har lest mye på nettet og blir bare mer forvirret.',
    ],
    ibs: [
      'Har hatt ibs i mange år.',
      'Fastlegen sa at det er ibs.',
      'Magen min har vært dårlig hele høsten.',
      'Jeg er 34 år og har slitt lenge med magen.',
      'Har prøvd litt av hvert allerede.',
      'Jeg har prøvd lavFODMAP en stund, og spiser mye havregryn.',
      'Har vondt i magen og mye luft de fleste dager.',
      'Drikker mye kaffe på jobben og har en stressende hverdag.',
      'Legen har tatt blodprøver og alt var normalt.',
    ],
  };
  const feelings = [
    'Er litt bekymret.',
    'Beklager hvis dette er et dumt spørsmål.',
    'Er så lei av dette.',
    '',
    '',
  ];
  const context = contexts[bot] ?? contexts.dina!;
  const question = /[?.!]$/.test(text) ? text : `${text}?`;
  const parts = [
    openers[index % openers.length]!,
    context[Math.floor(index / 2) % context.length]!,
    feelings[Math.floor(index / 3) % feelings.length]!,
    index % 2 === 0 ? question : question.charAt(0).toUpperCase() + question.slice(1),
  ];
  return parts.filter((p) => p !== '').join(' ');
}
