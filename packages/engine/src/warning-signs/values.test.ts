import { describe, expect, it } from 'vitest';
import { Analyzer } from '../analyzer.js';
import { joinDecimals, numbersInWords, spellOutWeeks } from './number-words.js';
import { findValues } from './values.js';

const analyzer = new Analyzer();
const kinds = (text: string) =>
  findValues(analyzer.words(text)).map(({ kind, value }) => `${kind} ${value}`);

describe('findValues', () => {
  it('reads a whole number after "jeg er" as an age, even next to a glucose word', () => {
    expect(kinds('må ta en sukkertest fordi jeg er 31')).toEqual(['age 31']);
    expect(kinds('må æ ta den sukkertesten? æ e 31 og venta mitt første')).toEqual(['age 31']);
    expect(kinds('må ta glukosebelastning fordi jeg er over 25 og hadde KMI 27')).toEqual([
      'age 25',
    ]);
    expect(kinds('blodsukkeret er 16')).toEqual(['glucose 16']);
  });

  // Ages as people write them, with or without «år», after a word that says so, glued to
  // «år», or in brackets after a person.
  it.each([
    ['kvinne 58, nye mageplager', 'age 58'],
    ['mannen min (55) har løs mage', 'age 55'],
    ["I'm 48 and my bowel habits changed", 'age 48'],
    ['45 y/o, stool different', 'age 45'],
    ['im 55 and my bowel habits changed', 'age 55'],
    ['why at 40? i am 29', 'age 29'],
    ['har blitt 58 og magen er ny', 'age 58'],
    ['er nesten 60', 'age 60'],
    ['jeg 52år har løs mage', 'age 52'],
    ['55 åringen her', 'age 55'],
    ['ektemann (67) har diaré', 'age 67'],
    ['fylte femti i fjor', 'age 50'],
    ['har passert seksti', 'age 60'],
    ['nå, ved 58, har jeg', 'age 58'],
    ['æ e sekstito år', 'age 62'],
    ['i fjor ble jeg pensjonist', 'age 62'],
    ['æ nærme mæ 60', 'age 60'],
    ['nærmer meg 50', 'age 50'],
    ['nærmer meg femti', 'age 50'],
  ])('reads «%s» as %s', (text, value) => {
    expect(kinds(text)).toEqual([value]);
  });

  it('reads a number in words as an age only after a word that says so', () => {
    expect(kinds('femti kroner')).toEqual([]);
    expect(kinds('det tok femti minutter')).toEqual([]);
  });

  it('reads a reading after «har blitt» as glucose, not an age', () => {
    expect(kinds('har blitt 7 etter middag')).toEqual(['glucose 7']);
  });

  it('reads a number of hours as no value: «1 eller 2 timer», «2 t etter»', () => {
    expect(kinds('skal jeg måle 1 eller 2 timer etter maten?')).toEqual([]);
    expect(kinds('skal jeg måle 2 t etter at jeg begynner å spise?')).toEqual([]);
    expect(kinds('måling 1 eller 2 i dag')).toEqual(['glucose 1', 'glucose 2']);
  });

  it('reads a time of day as no value, even before a glucose word', () => {
    expect(kinds('spiser middag kl 22. Måler jeg da to timer etter?')).toEqual([]);
    expect(kinds('målte 16 klokka 3 i natt')).toEqual(['glucose 16']);
  });

  it('reads a day of a month as no value, even after a sugar word', () => {
    expect(kinds('har du en god oppskrift på sukkerbrød til 17. mai?')).toEqual([]);
    expect(kinds('målte sukkeret 1. desember')).toEqual([]);
    expect(kinds('sukkeret var 17 i mai')).toEqual(['glucose 17']);
  });

  it('reads a number with two decimals (a time, a height) as no value: meters show one', () => {
    expect(kinds('ferdig 18. skal jeg måle 19.30 eller 20?')).toEqual([]);
    expect(kinds('jeg er 1,58 høy')).toEqual([]);
    expect(kinds('målte 19,3')).toEqual(['glucose 19.3']);
  });

  it('reads «er 16 uker» and «16 uker på vei» as a week, and a duration in weeks as none', () => {
    expect(kinds('er 16 uker og har ikke kjent liv')).toEqual(['week 16']);
    expect(kinds('16 uker på vei')).toEqual(['week 16']);
    expect(kinds('er 30 uker gravid')).toEqual(['week 30']);
    expect(kinds('det er 2 uker siden')).toEqual([]);
    expect(kinds('har ikke kjent liv på 2 uker')).toEqual([]);
    expect(kinds('har hatt vondt i 3 uker')).toEqual([]);
    expect(kinds('er 2 uker over termin')).toEqual([]);
    expect(kinds('er 6 uker til termin og babyen er stille')).toEqual([]);
    expect(kinds('ble 3 uker sykemeldt')).toEqual([]);
  });

  it('reads both ends of a range of weeks as weeks', () => {
    expect(kinds('sukkertesten i uke 24-28')).toEqual(['week 24', 'week 28']);
  });

  it('reads both ends of a range of readings as glucose, however far the glucose word stands', () => {
    expect(kinds('sukkeret steig igjen fra 9 til 22 og eg spyr')).toEqual([
      'glucose 9',
      'glucose 22',
    ]);
  });

  it('reads a number the meter «viste» as glucose', () => {
    expect(kinds('tok ny måling etter 2 timer og den viste 25')).toEqual(['glucose 25']);
  });
});

describe('spellOutWeeks', () => {
  it('reads "39+4" and "38 + 2" as weeks, and leaves sums and decimals alone', () => {
    expect(kinds(spellOutWeeks('er 39+4 og har rier, 38 + 2 i går'))).toEqual([
      'week 39',
      'week 38',
    ]);
    expect(spellOutWeeks('målte 5,9+1')).toBe('målte 5,9+1');
  });
});

describe('joinDecimals', () => {
  it('reads "15 komma 8" as the glucose reading 15,8, and leaves a list of numbers alone', () => {
    expect(kinds(joinDecimals('har 15 komma 8 på måleren'))).toEqual(['glucose 15.8']);
    expect(joinDecimals('1, 2 komma 5 og 10 komma 100')).toBe('1, 2,5 og 10 komma 100');
  });
});

describe('numbersInWords', () => {
  const inWords = (text: string) => numbersInWords(analyzer.words(text)).filter(Boolean).join(' ');

  it('reads numbers of ten or more in words, and units only in a decimal with «komma»', () => {
    expect(inWords('drikker og drikker, tjueto på måleren')).toBe(
      'drikker og drikker 22 pa maleren',
    );
    expect(kinds('blodsukkeret er nitten komma to')).toEqual(['glucose 19.2']);
    expect(kinds('blodsukkeret er nitten komma 2')).toEqual(['glucose 19.2']);
    expect(kinds('Trettiåtte komma åtte i feber')).toEqual(['temperature 38.8']);
    expect(inWords('fikk to ganger ti')).toBe('fikk to ganger 10');
    expect(inWords('constructor komma toString')).toBe('constructor komma tostring');
  });

  it('reads the words after a decimal in words past the places it leaves empty', () => {
    expect(kinds('fikk tolv komma fire to timer etter')).toEqual(['glucose 12.4']);
  });

  it('leaves a time of day in words alone («seksten tretti», «halv tolv», «tjue over åtte»)', () => {
    expect(kinds('målte blodsukkeret seksten tretti, det var fint')).toEqual([]);
    expect(kinds('målte blodsukkeret halv tolv')).toEqual([]);
    expect(kinds('målte blodsukkeret tjue over åtte')).toEqual([]);
    expect(kinds('blodsukkeret er over tjue')).toEqual(['glucose 20']);
  });

  it('reads a number in words as a value only by the words around it («har førti gjester»)', () => {
    expect(kinds('vi har førti gjester i dåpen')).toEqual([]);
    expect(kinds('vi har 40 gjester i dåpen')).toEqual(['temperature 40']);
  });
});

describe('a haemoglobin value', () => {
  it('is the number after Hb, not the one after another test («Hb 13,5, CRP under 5»)', () => {
    expect(kinds('Blodprøvene i dag: Hb 13,5, CRP under 5, ferritin 60')).toEqual([
      'hb 13.5',
      'hb 60',
    ]);
    expect(kinds('ferritinen min var på 6')).toEqual(['hb 6']);
  });
});

describe('a number before «år»', () => {
  it('is a time, not a value («lav blodprosent for 10 år siden»)', () => {
    expect(kinds('hadde lav blodprosent for 10 år siden')).toEqual([]);
    expect(kinds('hb var 10 for lenge siden')).toEqual(['hb 10']);
  });

  it('is a duration after «har hatt … i», an age after «jeg», «jeg er», «æ e» or «på»', () => {
    expect(kinds('jeg er femtito og har hatt IBS i tjue år')).toEqual(['age 52']);
    expect(kinds('har hatt vondt i 30 år')).toEqual([]);
    expect(kinds('jeg 45 år, magen er ny')).toEqual(['age 45']);
    expect(kinds('en på 57 år')).toEqual(['age 57']);
    expect(kinds('æ e 52 år')).toEqual(['age 52']);
    // «ibs i 20 år» (the analyzer reads «i» as «jeg»): what one has had, for 20 years.
    expect(kinds('ibs i 20 år, er 55 nå')).toEqual(['age 55']);
    expect(kinds('plager i 10 år')).toEqual([]);
  });

  it('reads a whole number told as the next reading, a few words after one, as glucose', () => {
    expect(kinds('hadde 7,2 etter frokost i går. men nå er det 16')).toEqual([
      'glucose 7.2',
      'glucose 16',
    ]);
    expect(kinds('målte 6,1 i dag og babyen er 2')).toEqual(['glucose 6.1']);
    expect(kinds('nå er det 16')).toEqual([]);
    expect(kinds('etter middag var den 16')).toEqual(['glucose 16']);
    expect(kinds('etter middag var det 20 grader')).toEqual([]);
    expect(kinds('målte 5,5 fastende. Jeg jobber fra 8 til 16 og lurer på lunsj')).toEqual([
      'glucose 5.5',
    ]);
    expect(kinds('fastende 5,2, legen økte insulinet til 16 enheter')).toEqual(['glucose 5.2']);
  });
});

describe('glucose readings by what follows them', () => {
  it('reads a number before "to timer etter" as glucose', () => {
    expect(kinds('fikk 13 to timer etter')).toEqual(['glucose 13']);
    expect(kinds('fikk 13 to ganger etter')).toEqual([]);
  });

  it('reads a number before "fastende" or "etter lunsj" as glucose', () => {
    expect(kinds('har skutt i været, 19 etter lunsj og 16 fastende')).toEqual([
      'glucose 19',
      'glucose 16',
    ]);
  });
});

describe('glucose readings by the meter or sensor', () => {
  it('reads a whole number "på måleren" or after "sensoren" as glucose', () => {
    expect(kinds('nesten 20 på måleren og jeg spyr')).toEqual(['glucose 20']);
    expect(kinds('Sensoren sier 23 og pil opp')).toEqual(['glucose 23']);
  });

  it('reads a number "i blodsukker" as glucose', () => {
    expect(kinds('eg har 22 i blodsukker og eg spyr')).toEqual(['glucose 22']);
  });

  it('reads a number "på alle målingene" as glucose, one word between', () => {
    expect(kinds('har hatt 15 på alle målingene i dag')).toEqual(['glucose 15']);
    expect(kinds('15 på alle turene i dag')).toEqual([]);
  });
});

describe('temperatures by a word before them', () => {
  it('reads a whole number as a temperature when the temperature word stands four words back, five after «rundt»', () => {
    expect(kinds('Tempen har ligget på 38 hver ettermiddag')).toEqual(['temperature 38']);
    expect(kinds('Temperaturen har ligget på rundt 38 hver kveld')).toEqual(['temperature 38']);
    expect(kinds('Kona har feber og magesmerter, hun er 41')).toEqual(['age 41']);
  });
});
