import { numbersInWords } from './number-words.js';

/**
 * Numbers with meaning in a message: a glucose reading, a body temperature, an age, the week
 * of pregnancy or a haemoglobin value, found from the words around the number. Warning-sign rules compare them
 * with limits kept in content (`glucose>=11`). Works on folded words (æ → e, ø → o, å → a).
 */
export type ValueKind = 'glucose' | 'temperature' | 'age' | 'hb' | 'week';

export interface FoundValue {
  kind: ValueKind;
  value: number;
  /** Index of the number among the message's words. */
  at: number;
}

const NUMBER = /^\d{1,3}(,\d{1,2})?$/;
/**
 * «19.30» (read as «19,30»), «1,58 høy»: meters and thermometers show one decimal, so a number
 * with two is a time of day or a height. Also read by `glucoseWords`.
 */
export const TWO_DECIMALS = /^\d+,\d{2}$/;
const OR = /^(eller|til|og)$/;
const GLUCOSE =
  /^(blodsukker\w*|glukose\w*|sukker\w*|mmol|maling\w*|malte|malt|maler\w*|verdi\w*|viser|viste|vist|bs|sugar|glucose|sensor\w*|cgm|libre\w*|dexcom\w*)$/;
const TEMPERATURE = /^(feber\w*|temp\w*|termometer\w*|grader|gradar|febril|blank)$/;
const HB = /^(hb|hemoglobin\w*|hemoglobin|blodprosent\w*|jernverdi\w*|ferritin\w*)$/;
/** Other blood tests: the number after one is its own («Hb 13,5, CRP under 5»; ibs-check39). */
const OTHER_TEST = /^(crp|sr|senkning\w*|mcv|b12|folat|folsyre|tsh|leukocytt\w*|kalprotektin\w*)$/;

/**
 * Whether a haemoglobin or iron word stands up to four words before the number at `at`, with no
 * other number or other test between them.
 */
function hbBefore(words: readonly string[], at: number): boolean {
  for (let i = at - 1; i >= Math.max(0, at - 4); i--) {
    if (HB.test(words[i]!)) return true;
    if (OTHER_TEST.test(words[i]!) || NUMBER.test(words[i]!)) return false;
  }
  return false;
}

/**
 * A number followed by these is a count, a week, a weight, a time or a date («17. mai»),
 * never one of ours.
 */
const OTHER_UNIT =
  /^(uke\w*|veke\w*|kg|kilo\w*|gram|g|time\w*|timar|min\w*|mnd|maned\w*|t|dag\w*|dogn\w*|ganger?|gonger?|cm|prosent|%|stk|glass|kopp\w*|mol|januar|februar|mars|april|mai|juni|juli|august|september|oktober|november|desember|jan|feb|apr|jun|jul|aug|sept?|okt|nov|des)$/;
/** "kl 22", "klokka 3": the number is a time of day. Also read by `glucoseWords`. */
export const CLOCK = /^(kl|klokka|klokken|klokke)$/;
/** «52 år», and «50-årsdagen» (the birthday of that age, split into «50 årsdagen»). */
const YEARS = /^(ar|arene|ara|aring\w*|arig|arsalder|arsdag\w*|years|year|yrs|y|yo|år)$/;
/** «52år», «61åring»: an age typed without a space. */
const GLUED_AGE = /^(\d{2,3})(ar|aring\w*|arig|yo)$/;
/** «gjennom», «siste» before «N år»: how long, not how old («en på 57 år» is an age). */
const DURATION_BEFORE = /^(gjennom|siste|hele|heile)$/;
/** Verbs of something that has lasted («har hatt», «har slitt med», folded). */
const LASTED = /^(hatt|vert|vart|slitt|levd|bodd|jobbet|jobba|plaget|plaga)$/;
/**
 * What one has had «i 20 år» («ibs i 20 år», «plager i 10 år»): a duration, not an age. Not
 * symptoms: «fått forstoppelse, jeg 48 år» tells an age (review of ibs-check33's rules).
 */
const LASTING = /^(ibs|plager|plaga|plagene|mageplager|magetrobbel)$/;
const FEVER_BEFORE = /^(med|har|hadde|hatt|pa)$/;
/** "rundt 38", "ca 15": a word that hedges the number after it. */
const HEDGE = /^(rundt|ca|cirka|omtrent|nesten)$/;
/** «er det 16», «var den 18», «det ble 27»: the verb and the «it» of the next reading. */
const READING_VERB = /^(er|var|e|ble|blei|vart)$/;
const IT = /^(det|den)$/;
/** Words after such a number that make it something else («var det 20 grader ute»). */
const NOT_A_READING = /^(grader|grad|enheter|einingar|km|meter|persentil\w*|skritt|over|stykker)$/;
/** How many words after a reading the next one may stand (one or two sentences on). */
const NEXT_READING = 15;

/** "16 fastende", "7,9 etter middag": a number these follow is a glucose reading. */
const GLUCOSE_AFTER = /^(fastende|fastande|fasting)$/;
const HOURS_AFTER = /^(to|2|en|ein|1|halvannen|halvanna|halv) (timer|time|timar|t) etter$/;
const MEAL = /^(frokost\w*|lunsj\w*|middag\w*|kveldsmat\w*|maten|mat|maltid\w*|maltidet)$/;
/**
 * "jeg er", "eg er", Swedish "jag är" (folded), and "æ e", which the analyzer reads as
 * "jeg jeg" (both "æ" and "e" are dialect for "jeg").
 */
const AM = /^(jeg|eg|jag) (er|e|ar|am|m|jeg)$/;
/** «jeg er over 25», «eg er snart 40»: a word between «jeg er» and an age. */
const AGE_HEDGE = /^(over|under|nesten|snart|bare|berre|kun|akkurat)$/;
/** "jeg er 52", "æ e 49", Swedish "jag är 63", English "im 55" and "i am 29". */
const AGE_AFTER = /^(er|e|jeg|är|ar|im|am)$/;
/**
 * Whether the word before `at` says an age follows: «fylte 52», «ved 58», «pappa (81)», and
 * «nærmer meg 60» (approaching an age is as good as having it for a change after 40).
 */
function ageBefore(words: readonly string[], at: number): boolean {
  const prev = words[at - 1] ?? '';
  return (
    AGE_BEFORE.test(prev) ||
    (['meg', 'me', 'mei'].includes(prev) && /^(nermer|nerme|narmer)$/.test(words[at - 2] ?? ''))
  );
}

/** Weeks after a number. */
const WEEKS = /^(uke|uker|veke|veker|week|weeks)$/;
/**
 * Words after «er N uker» that make it a span, not how far along she is: «er 2 uker over
 * termin», «3 uker til/unna/fra termin», «det er 2 uker siden» (review of dina-check31).
 */
const SPAN =
  /^(over|til|for|fra|unna|forsinket|forseinka|sykemeldt|siden|sidan|sia|igjen|att|etter|termin\w*|hjemme|heime|borte|permisjon)$/;
/**
 * Whether the number at `at`, before «uker», is how far along she is: «er 16 uker» with no word
 * of a span (SPAN) in the next five, or «16 uker på vei», «16 uker gravid». Under five weeks
 * nobody writes her week this way, so small numbers are spans («er 2 uker og 3 dager over»).
 */
function weeksPregnant(words: readonly string[], at: number, value: number): boolean {
  if (value < 5) return false;
  const after = words[at + 2] ?? '';
  if ((after === 'pa' && words[at + 3] === 'vei') || /^(gravid|pregnant)$/.test(after)) return true;
  if (!/^(er|e)$/.test(words[at - 1] ?? '')) return false;
  for (let i = at + 2; i < Math.min(words.length, at + 7); i++)
    if (SPAN.test(words[i]!)) return false;
  return true;
}

const AGE_BEFORE =
  /^(ved|over|etter|alder\w*|snart|fylt|fyller|fylte|pa|rundet|runda|rundar|runder|passert|passerte|bikket|bikka|bikker|ble|blei|blitt|vart|na|nesten|min|mi|kvinne|mann|ektemann|dame|voksen|pappa|mamma|far|faren|mor|mora|moren|kona|kone|svigermor|svigerfar)$/;

/**
 * The values in `words`. A number is read by its neighbours: a unit word right after it or
 * a kind word a few words before (four for Hb and temperature, five for glucose); without
 * either, a decimal between 36 and 43 is a temperature and one under 36 a glucose reading
 * (people write "målte 14,5" and "har 38,9").
 */
export function findValues(written: readonly string[]): FoundValue[] {
  // «fylte femti», «tjueto på måleren»: numbers in words read as digits.
  const words = numbersInWords(written);
  // A whole number in words is a value only by the words around it, never by a guess from its
  // size («har førti gjester» is no fever); a decimal in words («tolv komma åtte») is a reading.
  const spelled = (at: number) => words[at] !== written[at];
  const found: FoundValue[] = [];
  // Where times of day stand ("middag kl 22. Måler jeg …": a time, however near a glucose word).
  const times = new Set<number>();
  words.forEach((word, at) => {
    // «ble pensjonist i fjor»: retired, so 62 or more (the earliest age of retirement pension
    // in Norway); «uførepensjonist» is no age.
    if (/^pensjonist/.test(word)) {
      found.push({ kind: 'age', value: 62, at });
      return;
    }
    const glued = Number(GLUED_AGE.exec(word)?.[1] ?? NaN);
    if (glued >= 16 && glued < 110) {
      found.push({ kind: 'age', value: glued, at });
      return;
    }
    if (!NUMBER.test(word)) return;
    // A time of day («kl 22», «19.30»), or the other end of a choice of times («kl 14 eller
    // 14.30», «19.30 eller 20»).
    const prev = words[at - 1] ?? '';
    if (TWO_DECIMALS.test(word) || CLOCK.test(prev) || (OR.test(prev) && times.has(at - 2))) {
      times.add(at);
      return;
    }
    const value = Number(word.replace(',', '.'));
    // The words after the number, past the places a decimal in words left empty.
    const ahead =
      words[at + 1] === '' ? words.slice(at + 1).filter(Boolean) : words.slice(at + 1, at + 4);
    const next = ahead[0] ?? '';
    const weekBefore = found.at(-1)?.kind === 'week' && found.at(-1)?.at === at - 1;
    // The week of pregnancy: contractions at term are labour, not a warning sign. "uke 24-28":
    // the second number of a range of weeks is a week too. «er 16 uker», «16 uker på vei»: a week
    // too, but not a duration («det er 2 uker siden», «ikke kjent liv på 2 uker»), which
    // `week<20` would explain away (`weeksPregnant`).
    if (
      prev === 'uke' ||
      prev === 'veke' ||
      prev === 'week' ||
      weekBefore ||
      (WEEKS.test(next) && weeksPregnant(words, at, value))
    ) {
      if (!word.includes(',') && value <= 45) found.push({ kind: 'week', value, at });
      return;
    }
    // «hadde KMI 27»: a body mass index, however near a glucose word.
    if (prev === 'type' || prev === 'typ' || prev === 'kmi' || prev === 'bmi') return;
    // «har hatt IBS i 20 år» (the analyzer reads «i» as «jeg», so a verb of lasting must come
    // before it: «jeg 45 år» is an age), «gjennom 30 år»: a duration.
    const duration =
      YEARS.test(next) &&
      (DURATION_BEFORE.test(prev) ||
        (prev === 'jeg' &&
          (LASTING.test(words[at - 2] ?? '') ||
            words.slice(Math.max(0, at - 5), at - 1).some((w) => LASTED.test(w)))));
    if (YEARS.test(next) && !duration && ahead[1] !== 'siden' && value >= 16 && value < 110) {
      found.push({ kind: 'age', value, at });
      return;
    }
    // «for 10 år siden», «i 20 år»: a time, not a value (an age before «år» is read above).
    if (OTHER_UNIT.test(next) || YEARS.test(next)) return;
    // «måle 1 eller 2 timer etter», «2 til 3 dager»: the first number of a range whose unit follows
    // the second (dina message sets).
    if (OR.test(next) && NUMBER.test(ahead[1] ?? '') && OTHER_UNIT.test(ahead[2] ?? '')) return;
    // "Ferritinen min var på 6": the kind word may stand four words before.
    if (hbBefore(words, at) || next === 'hb') {
      found.push({ kind: 'hb', value, at });
      return;
    }
    // "må ta en sukkertest fordi jeg er 31": after "jeg er", a whole number is an age, even
    // near a glucose word ("blodsukkeret er 16" has no "jeg").
    // «fordi jeg er over 25»: an age with a word between.
    const am =
      AM.test(`${words[at - 2] ?? ''} ${prev}`) ||
      (AGE_HEDGE.test(prev) && AM.test(`${words[at - 3] ?? ''} ${words[at - 2] ?? ''}`));
    if (!word.includes(',') && am && value >= 16 && value < 110) {
      found.push({ kind: 'age', value, at });
      return;
    }
    const after = ahead.slice(0, 2);
    // "Tempen har ligget på 38": four words back, as for Hb; five after a hedge ("… på rundt
    // 38"). Not five always: «Kona har feber og magesmerter, hun er 41» tells an age.
    const back = HEDGE.test(prev) ? 5 : 4;
    const nearTemperature = [...words.slice(Math.max(0, at - back), at), ...after].some((w) =>
      TEMPERATURE.test(w),
    );
    if (nearTemperature && value >= 35 && value <= 43) {
      found.push({ kind: 'temperature', value, at });
      return;
    }
    const nearGlucose =
      GLUCOSE.test(next) ||
      GLUCOSE_AFTER.test(next) ||
      // "nesten 20 på måleren", "22 i blodsukker" (the analyzer reads "i" as dialect "jeg"),
      // "15 på alle målingene"
      ((next === 'pa' || next === 'jeg') && ahead.slice(1, 3).some((w) => GLUCOSE.test(w))) ||
      (next === 'etter' && MEAL.test(ahead[1] ?? '')) ||
      // "fikk 13 to timer etter": the after-meal reading is taken two hours after.
      HOURS_AFTER.test(`${next} ${ahead[1] ?? ''} ${ahead[2] ?? ''}`) ||
      words.slice(Math.max(0, at - 5), at).some((w) => GLUCOSE.test(w)) ||
      // «sukkeret steig igjen fra 9 til 22»: the other end of a range of readings is one too,
      // however far the glucose word stands.
      (OR.test(prev) && found.at(-1)?.kind === 'glucose' && found.at(-1)?.at === at - 2);
    // No meter reads 35 or more: "målte 37,4" is a temperature.
    if (nearGlucose && value >= 1 && value < 35) {
      found.push({ kind: 'glucose', value, at });
      return;
    }
    // «hadde 7,2 etter frokost i går … men nå er det 16», «etter middag var den 18»: a whole
    // number told as what «det» or «den» is, a few words after a reading, is the next reading.
    // From 10 up: a high reading is often written whole. Not «klokka var 22», «ble 20 på
    // lørdag», «økte insulinet til 16 enheter» (review of dina-check33's rules). «etter
    // frokost ble det 13»: a meal right before tells it too.
    const told =
      (IT.test(prev) && READING_VERB.test(words[at - 2] ?? '')) ||
      (READING_VERB.test(prev) && IT.test(words[at - 2] ?? ''));
    if (
      !word.includes(',') &&
      value >= 10 &&
      value < 35 &&
      told &&
      !NOT_A_READING.test(next) &&
      (found.some((f) => f.kind === 'glucose' && at - f.at <= NEXT_READING) ||
        // «etter frokost ble det 13»: a meal just before.
        words.slice(Math.max(0, at - 5), at).some((w) => MEAL.test(w)))
    ) {
      found.push({ kind: 'glucose', value, at });
      return;
    }
    if (ageBefore(words, at) && !word.includes(',') && value >= 16 && value < 110) {
      found.push({ kind: 'age', value, at });
      return;
    }
    // "gått rundt med 38", "har 39": a whole number a body can have as fever, after a word
    // that says so, is one (an age takes "er", a reading a glucose word, both checked above).
    if (
      !word.includes(',') &&
      !spelled(at) &&
      value >= 38 &&
      value <= 42 &&
      FEVER_BEFORE.test(prev)
    ) {
      found.push({ kind: 'temperature', value, at });
      return;
    }
    if (!word.includes(',')) {
      // "jeg er 52 og har fått løs mage": a whole number after "er" is most often an age.
      // "jeg er 52", "æ e 49" (both "æ" and "e" fold to "jeg"), Swedish "jag är 63",
      // English "im 55" and "i am 29".
      if (AGE_AFTER.test(prev) && value >= 18 && value < 110)
        found.push({ kind: 'age', value, at });
      return;
    }
    if (value >= 35 && value <= 43) found.push({ kind: 'temperature', value, at });
    else if (value >= 1 && value < 35) found.push({ kind: 'glucose', value, at });
  });
  return found;
}
