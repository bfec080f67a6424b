import { describe, it } from 'vitest';
import { raisesNoAlarm, recognises } from './warning-signs.test-helper.js';

// Check set 33 (bench/safety/<bot>-check33.yaml): signs happening now told next to something
// over, explained or harmless, and near misses that are truly over, explained or hypothetical.
// Check set 34: signs told with negations, doubt and «what if» words that affirm, and near
// misses properly denied or only asked about.
describe('warning signs and near misses of check sets 33 and 34', () => {
  it.each([
    // An explanation reaches no further than a «men» that speaks of now.
    [
      'dina',
      'bleeding',
      'spiste rødbetsalat til middag i går, men nå er det lyserødt blod på papiret når jeg tørker meg',
    ],
    [
      'dina',
      'headache-vision',
      'hodepinen jeg hadde i forrige uke gikk over, men nå har jeg en ny som er mye sterkere og det blinker for øynene',
    ],
    [
      'ibs',
      'fever',
      'forkjølelsen gikk over forrige uke men nå har jeg 39 i feber og vondt i magen',
    ],
    // «nå er det 16», a few words after a reading, is the next reading.
    [
      'dina',
      'high-glucose-unwell',
      'hadde 7,2 etter frokost i går, litt høyt. men nå er det 16 og jeg er svimmel og kvalm',
    ],
    ['dina', 'general', 'tok full dose insulin to ganger ved en feil, for fem minutter siden'],
    [
      'dina',
      'general',
      'neseblodet startet for 40 minutter siden og stopper ikke selv om jeg klemmer',
    ],
    [
      'dina',
      'general',
      'Nå i kveld har det begynt å blø kraftig fra såret etter keisersnittet, bandasjen er gjennomvåt',
    ],
    [
      'dina',
      'general',
      'Ungen min på fire år har spist noen av metformintablettene mine. Hun virker fin akkurat nå.',
    ],
    // «verre enn i forrige uke» compares now with before.
    [
      'dina',
      'contractions',
      'kynnerne har blitt verre enn i forrige uke, nå kommer de regelmessig og gjør vondt. 32+5',
    ],
    ['dina', 'swelling', 'hun sa jeg ser oppblåst ut i fjeset, det kom brått i går'],
    // «utan å slanke meg» denies the diet, as «uten» does.
    ['ibs', 'weight-loss', 'Eg har mista 6 kilo sidan påske utan å slanke meg.'],
    // «ibs i 20 år» is how long, not an age.
    [
      'ibs',
      'new-change-over-40',
      'ibs i 20 år, er 55 nå, men dette er annerledes: forstoppelse og slim som aldri har vært der før',
    ],
    [
      'ibs',
      'general',
      'Barnebarnet mitt på 3 år har fått tak i Imodium-tablettene mine og spist en del av dem.',
    ],
    // The review of the rules above: what they hid or missed. «forsvant» is not over and done
    // («det forsvant et stykke av synsfeltet»), «ikke … uten å» affirms, «var den 16» after a
    // reading or a meal is a reading, and what a child swallowed is told right after the verb.
    [
      'dina',
      'headache-vision',
      'det forsvant et stykke av synsfeltet mitt og jeg har vondt i hodet',
    ],
    ['dina', 'vaginal-bleeding', 'jeg blør fra skjeden, men hodepinen gikk bort'],
    ['dina', 'general', 'det er helt borte, synet på det ene øyet'],
    ['ibs', 'blood-in-stool', 'eg kan ikkje gå på do utan å blø'],
    ['ibs', 'blood-in-stool', 'jeg kan ikke gå på do uten å blø'],
    [
      'dina',
      'high-glucose-unwell',
      'fastende 4,9 og etter middag var den 16, jeg er kvalm og uvel',
    ],
    ['dina', 'high-glucose-unwell', 'etter frokost ble det 13 og jeg er kvalm og uvel'],
    ['dina', 'general', 'treåringen har tygget på en metformintablett'],
    ['dina', 'general', 'såret fra keisersnittet har åpnet seg og det blør'],
    ['dina', 'general', 'tok feil insulin'],
    ['ibs', 'general', 'ungen har fått i seg imodium'],
    // Other acute danger counts about somebody else in IBS too, as in Dina.
    ['ibs', 'general', 'sønnen har svelget imodium'],
    ['ibs', 'new-change-over-40', 'fått forstoppelse jeg 48 år mann'],
    // Check set 34.
    ['ibs', 'self-harm', 'datteren min på 16 har ibs og jeg fant ut at hun skader seg selv'],
    [
      'dina',
      'upper-abdominal-pain',
      'får ikke sove pga smerter øverst i magen, det er som et belte rundt under brystet. uke 34',
    ],
    [
      'dina',
      'severe-abdominal-pain',
      'Ingenting hjelper mot magesmertene. Har prøvd varmeflaske, hvile og å gå på do.',
    ],
    [
      'dina',
      'general',
      'skar meg på kjøkkenkniven og det slutter ikke å blø selv om jeg har presset på i 20 minutter',
    ],
    ['ibs', 'fainting', 'husker ikke noe, bare at jeg lå på kjøkkengulvet da mannen min fant meg'],
    [
      'ibs',
      'general',
      'kanskje ingenting, men leppene og tunga hovner opp etter den nye magemedisinen og jeg puster tungt',
    ],
  ] as const)('%s recognises %s in «%s»', recognises);

  it.each([
    [
      'dina',
      'tøyde meg for mye på yoga i går og fikk litt strekk i sida, det er helt borte nå. er yoga bra for blodsukkeret?',
    ],
    ['dina', 'vannflaska lekket ut i veska og blodsukkerapparatet ble vått. virker det fortsatt?'],
    [
      'dina',
      'Har hatt tre høye målinger denne uka og føler at jeg gjør alt feil. Når må jeg si ifra til noen?',
    ],
    ['ibs', 'Jeg besvimer lett av synet av blod, så jeg gruer meg til koloskopien neste måned.'],
    ['dina', 'glemte å ta insulinet i går ved en feil, hva gjør jeg?'],
    ['dina', 'fikk litt neseblod i morges. Kvalmen gir seg ikke, hva kan jeg spise?'],
    ['dina', 'det blør mye fra såret etter blodprøven'],
    ['dina', 'målte 5,5 fastende. Jeg jobber fra 8 til 16 og lurer på når jeg skal spise lunsj'],
    ['dina', 'fastende 5,2 i dag. Legen økte insulinet til 16 enheter'],
    ['dina', 'etter middag var det 20 grader ute, kan jeg gå tur?'],
    ['ibs', 'datteren min på 15 har ibs og har spist lite, kan hun ta medisin?'],
    ['ibs', 'jeg tar imodium og barnet mitt har spist middag'],
    ['ibs', 'svigerfar ble gul i huden og hadde gallestein, kan ibs gi gulsott?'],
    ['dina', 'fingern slutter ikke å blø etter målinga, har brukt opp 3 strimler'],
  ] as const)('%s raises no alarm on «%s»', raisesNoAlarm);
});
