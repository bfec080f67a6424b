/** Numbers as people write them in words or as midwives abbreviate weeks, made into digits. */

/**
 * The week of pregnancy as midwives write it ("39+4", "er 38 + 2"), spelt out as "uke 39" so
 * that it is read as a week: the words alone lose the "+" and leave two bare numbers.
 */
export function spellOutWeeks(text: string): string {
  return text.replace(/(?<![\d,.])(\d{1,2})\s?\+\s?\d(?![\d,.])/g, 'uke $1');
}

/** A decimal said in words ("15 komma 8", as dictation writes it) as one number: "15,8". */
export function joinDecimals(text: string): string {
  return text.replace(/(?<![\d,.])(\d{1,2})\s+(?:komma|comma)\s+(\d{1,2})(?![\d,.])/giu, '$1,$2');
}

/** Numbers in words, folded (`fold`: «førti» is «forti», «åtte» «atte»). */
const TENS_WORDS: Record<string, number> = {
  tjue: 20,
  tyve: 20,
  tretti: 30,
  tredve: 30,
  forti: 40,
  femti: 50,
  seksti: 60,
  sytti: 70,
  atti: 80,
  nitti: 90,
};
const TEEN_WORDS: Record<string, number> = {
  ti: 10,
  elleve: 11,
  tolv: 12,
  tretten: 13,
  fjorten: 14,
  femten: 15,
  seksten: 16,
  sytten: 17,
  atten: 18,
  nitten: 19,
};
const UNIT_WORDS: Record<string, number> = {
  null: 0,
  en: 1,
  ein: 1,
  ett: 1,
  eitt: 1,
  to: 2,
  tre: 3,
  fire: 4,
  fem: 5,
  seks: 6,
  sju: 7,
  syv: 7,
  atte: 8,
  ni: 9,
};
/** Units by word: a Map, so that no word reads a property of Object («constructor»). */
const UNITS = new Map(Object.entries(UNIT_WORDS));
/** Every whole number from 10 to 99 in words («tjueto», «nitten»), built once. */
const WHOLE_WORDS = new Map<string, number>([
  ...Object.entries(TEEN_WORDS),
  ...Object.entries(TENS_WORDS).flatMap(([tens, t]) => [
    [tens, t] as const,
    ...Object.entries(UNIT_WORDS).map(([unit, u]) => [tens + unit, t + u] as const),
  ]),
]);

/** Words that make the number after them a time of day: «halv tolv», «klokka elleve». */
const TIME_BEFORE = /^(halv|kvart|klokka|klokken|kl)$/;

/** «tjueto» is 22 and «nitten» 19; a unit alone («to») only when `unitToo`. */
function numberWord(word: string, unitToo: boolean): number | undefined {
  return WHOLE_WORDS.get(word) ?? (unitToo ? UNITS.get(word) : undefined);
}

/**
 * The words with numbers said in words as digits, as people type or dictate them («tjueto på
 * måleren» is «22 på måleren»; «trettiåtte komma åtte» is «38,8», its «komma» and decimal
 * left empty so that every word keeps its place). Alone, «en», «to» and «ni» are more often
 * words than numbers, so a unit in words is a number only in a decimal. For `findValues`
 * only: the rules read the words as written.
 */
export function numbersInWords(words: readonly string[]): readonly string[] {
  // Most messages say no number in words: they are read as they are, without a copy.
  if (!words.some((w) => WHOLE_WORDS.has(w) || w === 'komma')) return words;
  const out = [...words];
  const isNumberWord = (at: number) => numberWord(words[at] ?? '', true) !== undefined;
  for (let i = 0; i < out.length; i++) {
    const comma = out[i + 1] === 'komma';
    // «seksten tretti», «halv tolv», «tjue over åtte», «kvart på ni»: a time of day in words.
    const time =
      !comma &&
      (isNumberWord(i - 1) ||
        isNumberWord(i + 1) ||
        TIME_BEFORE.test(out[i - 1] ?? '') ||
        (/^(over|pa)$/.test(out[i + 1] ?? '') && isNumberWord(i + 2)));
    const whole = time ? undefined : numberWord(out[i]!, comma);
    if (whole === undefined) continue;
    // «nitten komma to», and «nitten komma 2» as dictation mixes them.
    const after = out[i + 2] ?? '';
    const decimal = comma
      ? (numberWord(after, true) ?? (/^\d{1,2}$/.test(after) ? Number(after) : undefined))
      : undefined;
    if (decimal !== undefined) {
      out[i] = `${whole},${decimal}`;
      out[i + 1] = '';
      out[i + 2] = '';
      i += 2;
    } else out[i] = String(whole);
  }
  return out;
}
