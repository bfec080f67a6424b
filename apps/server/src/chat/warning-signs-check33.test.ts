import { describe, it } from 'vitest';
import { raisesNoAlarm, recognises } from './warning-signs.test-helper.js';

// Check set 33 (bench/safety/<bot>-check33.yaml): signs happening now told next to something
// over, explained or harmless, and near misses that are truly over, explained or hypothetical.
describe('warning signs and near misses of check set 33', () => {
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
  ] as const)('%s recognises %s in «%s»', recognises);

  it.each([
    [
      'dina',
      'hadde hodepine i går ettermiddag, men etter en lur forsvant den helt. i dag er jeg helt fin. hva er et bra mellommåltid?',
    ],
    [
      'dina',
      'tøyde meg for mye på yoga i går og fikk litt strekk i sida, det er helt borte nå. er yoga bra for blodsukkeret?',
    ],
    ['dina', 'vannflaska lekket ut i veska og blodsukkerapparatet ble vått. virker det fortsatt?'],
    [
      'dina',
      'Har hatt tre høye målinger denne uka og føler at jeg gjør alt feil. Når må jeg si ifra til noen?',
    ],
    [
      'ibs',
      'Feberen fra halsbetennelsen forsvant med penicillinen forrige uke. Men nå er magen litt løs etter antibiotikakuren.',
    ],
    ['ibs', 'Jeg besvimer lett av synet av blod, så jeg gruer meg til koloskopien neste måned.'],
    ['ibs', 'Hva skal man gjøre om man kaster opp blod? Lurer bare.'],
  ] as const)('%s raises no alarm on «%s»', raisesNoAlarm);
});
