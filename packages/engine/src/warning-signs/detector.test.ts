import { describe, expect, it } from 'vitest';
import { Analyzer } from '../analyzer.js';
import { WarningSignDetector, type WarningSignRules } from './detector.js';
import { SignScorer } from './sign-model.js';
import { trainSignModel } from './sign-training.js';

const analyzer = new Analyzer({ variants: { barn: ['babyen', 'bebisen'] } });
const rules: WarningSignRules = {
  concepts: { baby: ['barn'], still: ['stille', 'rolig*'], not: ['ikke', 'ingen'] },
  negation: { before: ['ikke', 'ingen', 'verken', 'uten'], after: ['ikke'] },
  hypothetical: ['hvis', 'forrige svangerskap'],
  present: ['i + dag', 'nå'],
  presentBack: ['skjedde|skjer ... nå'],
  others: ['søstera'],
  othersToo: ['hun er gravid'],
  resolved: ['gått|gikk over'],
  signs: [
    {
      id: 'fetal',
      node: 'urgent',
      rules: ['@baby ... @still', 'kjenner @not liv'],
      except: ['week<20'],
    },
    {
      id: 'bleeding',
      node: 'urgent',
      rules: ['blør|blod'],
      except: ['fingeren|finger*'],
      mask: ['sukker + i + blod', 'måle blod'],
    },
    { id: 'high', node: 'urgent', rules: [['glucose>=11', 'kvalm*']] },
    { id: 'hypo', node: 'first-aid', rules: [['glucose<4', 'skjelv*']] },
    { id: 'fever', node: 'urgent', rules: ['temperature>=38', 'feber'] },
    { id: 'anaemia', node: 'urgent', rules: ['hb<12'] },
    { id: 'night', node: 'urgent', rules: ['magen vekker'] },
    { id: 'breathing', node: 'urgent', rules: ['puster @not'], someoneElse: true },
    {
      id: 'weight',
      node: 'urgent',
      rules: ['mistet ... kilo'],
      except: ['slanker|slanka', 'pga + slanking'],
    },
    { id: 'swelling', node: 'urgent', rules: ['hoven ... i + ansiktet'] },
  ],
};
const detector = new WarningSignDetector(rules, (t) => analyzer.words(t));
const sign = (text: string, known = (_: string): string | undefined => undefined) =>
  detector.detect(text, known)?.sign;

describe('WarningSignDetector', () => {
  it("takes a masked phrase's words from the sign and leaves the rest of the sentence", () => {
    expect(sign('er sukker i blod høyt nå')).toBeUndefined();
    expect(sign('jeg blør og har sukker i blod på 4')).toBe('bleeding');
    expect(sign('sukker i blod og blod i trusa')).toBe('bleeding');
    expect(sign('må måle blod hver dag')).toBeUndefined();
    // Only within one clause, as an exception: the question takes no word from the next sentence.
    expect(sign('skal jeg måle? blod på papiret')).toBe('bleeding');
  });

  it('keeps a «hvis» question about now when the next sentence opens by telling it happens now', () => {
    expect(sign('hva gjør jeg hvis jeg blør? skjedde akkurat nå')).toBe('bleeding');
    expect(sign('hva gjør jeg hvis jeg blør?')).toBeUndefined();
    // A sentence that asks («Hva skjer nå?», «Skjer det nå?») keeps the question a question.
    expect(sign('hva gjør jeg hvis jeg blør? hva skjer nå?')).toBeUndefined();
    expect(sign('hva gjør jeg hvis jeg blør? skjer det nå?')).toBeUndefined();
    // Only the sentence just before, and only from the opening clause.
    expect(sign('hva gjør jeg hvis jeg blør? jeg spiste. skjedde akkurat nå')).toBeUndefined();
    expect(sign('hva gjør jeg hvis jeg blør? jeg spiste, det skjedde nå')).toBeUndefined();
    // Without a «?», a verb first tells («Skjer nå for andre gang» has dropped its «det»).
    expect(sign('hva gjør jeg hvis jeg blør? skjer nå for andre gang')).toBe('bleeding');
    expect(sign('hva gjør jeg hvis jeg blør? hva skjer nå')).toBeUndefined();
    // A conjunction may open the sentence before the phrase (dina-check34).
    expect(sign('hva gjør jeg hvis jeg blør? for det skjedde nå')).toBe('bleeding');
    expect(sign('hva gjør jeg hvis jeg blør? for at det skjedde nå')).toBeUndefined();
    // After a comma, it tells of the clauses before it in the same sentence (ibs-check36).
    expect(sign('hva gjør jeg hvis jeg blør, det skjedde nå')).toBe('bleeding');
    expect(sign('hva gjør jeg hvis jeg blør, det skjedde nå?')).toBeUndefined();
  });

  it('looks past the nearest fitting word when the rest of the phrase does not follow it', () => {
    // The first «i» is followed by «beina», the second by «ansiktet».
    expect(sign('hoven i beina og i ansiktet')).toBe('swelling');
    expect(sign('hoven i beina og ansiktet')).toBeUndefined();
  });

  it('lets a negation reach one more item for each «eller» of its list', () => {
    expect(sign('ingen smerter i magen eller blod')).toBeUndefined();
    expect(sign('ingen smerter i magen og blod')).toBe('bleeding');
  });

  it('takes a sentence as over and done only when what resolves it is not denied', () => {
    expect(sign('blod i trusa, men det har gått over')).toBeUndefined();
    expect(sign('blod i trusa, og det har ikke gått over')).toBe('bleeding');
  });

  it('takes a bare question answered «nei» as denied («feber? nei.»), not a longer one', () => {
    expect(sign('feber? nei. bare vondt i magen')).toBeUndefined();
    expect(sign('blod i trusa? nei heldigvis')).toBeUndefined();
    expect(sign('blod i trusa? ja, litt')).toBe('bleeding');
    // A question word or more words may ask about a sign the «nei» does not deny.
    expect(sign('hva med blod i trusa? nei, vet ikke')).toBe('bleeding');
    expect(sign('er det normalt med blod i trusa nå? nei, tenkte ikke det')).toBe('bleeding');
    // A «nei» that says «worse than that» denies nothing.
    expect(sign('blod i trusa? nei, ikke litt, det renner')).toBe('bleeding');
    // Also typed without æøå.
    expect(sign('blod i trusa? nei, vaerre enn det')).toBe('bleeding');
    // Worse of something else after a «men», worse denied, or worse later on, still denies.
    expect(sign('feber? nei, men magen er verre enn før')).toBeUndefined();
    expect(sign('blod i trusa? nei, ikke verre enn før')).toBeUndefined();
    expect(sign('blod i trusa? nei. magen er verre etter kaffe')).toBeUndefined();
    expect(sign('blod i trusa? nei. verre enn det')).toBe('bleeding');
    // … but of what was asked after a «men», or after «det» further in, or «aldri vært verre».
    expect(sign('blod i trusa? nei men det renner')).toBe('bleeding');
    expect(sign('blod i trusa? nei. det er mye verre enn det')).toBe('bleeding');
    expect(sign('blod i trusa? nei, det har aldri vært verre')).toBe('bleeding');
    expect(sign('feber? nei, kunne vært verre')).toBeUndefined();
    // The next sentence only: a later «nei» answers something else.
    expect(sign('feber? ja. nei, vet ikke')).toBe('fever');
  });

  it('takes what follows a «men» after the resolving words as told, not over', () => {
    expect(sign('det gikk over, men jeg blør')).toBe('bleeding');
    expect(sign('jeg blødde, men det gikk over')).toBeUndefined();
    // «likevel» turns like «men».
    expect(sign('det gikk over, og likevel blør jeg')).toBe('bleeding');
    expect(sign('det gikk over og likevel blør jeg')).toBe('bleeding');
    // So does what came suddenly after.
    expect(sign('det gikk over, plutselig blør jeg')).toBe('bleeding');
    expect(sign('det gikk over, og jeg blør')).toBeUndefined();
  });

  it('lets an explanation reach no further than a «men» that speaks of now', () => {
    expect(sign('stakk meg i fingeren i går, men nå er det blod i trusa')).toBe('bleeding');
    expect(sign('stakk meg i fingeren i går, men det blør litt')).toBeUndefined();
    expect(sign('blod fra fingeren, nå er det bedre')).toBeUndefined();
  });

  it('takes a negation and a «uten» after it in one clause to affirm («ikke … uten å blø»)', () => {
    expect(sign('kan ikke gå på do uten at det blør')).toBe('bleeding');
    expect(sign('uten at det blør')).toBeUndefined();
    expect(sign('ikke blod, og uten smerter')).toBeUndefined();
  });

  it('finds a sign from its word lists, with up to five words between after "..."', () => {
    expect(sign('bebisen har vært så veldig stille i dag')).toBe('fetal');
    expect(sign('eg kjenner ikkje noko liv')).toBe('fetal');
  });

  it('does not count a sign denied before or right after it, within its clause', () => {
    expect(sign('ikke noe blod i trusa')).toBeUndefined();
    expect(sign('jeg blør ikke')).toBeUndefined();
    expect(sign('ikke kvalm, men jeg blør')).toBe('bleeding');
    expect(sign('ingen feber eller blod i trusa')).toBeUndefined();
    // The sign put first, the negation after verb and subject: «blod har jeg ikke sett».
    expect(sign('blod har jeg ikke sett')).toBeUndefined();
    expect(sign('blod har jeg sett i dag')).toBe('bleeding');
    // What is «ikke normalt» is not denied: «er det ikke normalt med blod i trusa?».
    expect(sign('er det ikke normalt med blod i trusa')).toBe('bleeding');
    expect(sign('det er ikke vanlig med så mye blod')).toBe('bleeding');
  });

  it('reads a negation after a reflexive pronoun as denying an explanation («slanker meg ikke»)', () => {
    expect(sign('har mistet åtte kilo, jeg slanker meg')).toBeUndefined();
    expect(sign('har mistet åtte kilo og jeg slanker meg ikke')).toBe('weight');
    // After a sign's own words, the «ikke» belongs to what follows.
    expect(sign('magen vekker meg ikke bare om natta')).toBe('night');
  });

  it('does not take "ikke at" for a denial of what follows ("sa ikke at jeg blør")', () => {
    expect(sign('jeg sa ikke at jeg blør')).toBe('bleeding');
    expect(sign('det går over uten at jeg blør')).toBeUndefined();
    expect(sign('ikke blod')).toBeUndefined();
  });

  it('denies every item of a list after "verken", however far, up to the end of the clause', () => {
    expect(
      sign('har verken vært svimmel eller kvalm eller sliten eller hatt feber i det siste'),
    ).toBeUndefined();
    expect(sign('verken kvalm eller svimmel, og nå har jeg feber')).toBe('fever');
    expect(sign('har vært kvalm og sliten og svimmel en stund nå og har feber')).toBe('fever');
  });

  it('does not let a negation reach into a new subordinate clause ("fordi", "når", "mens", "siden")', () => {
    expect(sign('får ikke sove fordi magen vekker meg')).toBe('night');
    expect(sign('magen vekker ikke')).toBeUndefined();
    expect(sign('har ikke sovet siden feber kom')).toBe('fever');
    expect(sign('får ikke sove pga feber')).toBe('fever');
    expect(sign('får ikke sove på grunn av feber')).toBe('fever');
    // A negation right before the cause denies it.
    expect(sign('sykemeldt, ikke pga feber men pga bekkenet')).toBeUndefined();
    expect(sign('er sliten, ikke på grunn av feber')).toBeUndefined();
    // A cause after what one cannot do is told; after anything else, denied with it.
    expect(sign('ble ikke innlagt pga feber')).toBeUndefined();
  });

  it('counts an Hb value as a fact about the writer, even in a question', () => {
    expect(sign('er Hb 10 farlig hvis jeg har IBS?')).toBe('anaemia');
    expect(sign('hvis jeg blør, hva gjør jeg?')).toBeUndefined();
  });

  it('keeps a sign whose rule is itself a negation ("kjenner ikke liv")', () => {
    expect(detector.detect('kjenner ikke liv')?.rule).toBe('kjenner @not liv');
  });

  it('does not take a doubt for a denial ("vet ikke om jeg blør")', () => {
    expect(sign('jeg vet ikke om jeg blør')).toBe('bleeding');
  });

  describe('a negation of stopping («klarer ikke slutte å gråte»)', () => {
    const stopping = new WarningSignDetector(
      {
        negation: { before: ['ikke'], after: ['ikke'] },
        signs: [
          { id: 'bleeding', node: 'urgent', rules: ['blod'] },
          { id: 'crying', node: 'support', rules: ['gråte'] },
          { id: 'kicks', node: 'urgent', rules: ['barn ... stoppet å sparke'] },
        ],
      },
      (t) => analyzer.words(t),
    );
    const found = (text: string) => stopping.detect(text)?.sign;

    it('denies the stopping, not what follows it, with or without «å»', () => {
      expect(found('klarer ikke stoppe blod som renner')).toBe('bleeding');
      expect(found('klarer ikke å stoppe blod som renner')).toBe('bleeding');
      expect(found('klarer ikke slutte å gråte')).toBe('crying');
    });

    it('still denies what a plain negation before it denies', () => {
      expect(found('har ikke blod i trusa')).toBeUndefined();
    });

    it("denies a stopping that is the rule's own word («har ikke stoppet å sparke»)", () => {
      expect(found('babyen har stoppet å sparke')).toBe('kicks');
      expect(found('babyen har ikke stoppet å sparke')).toBeUndefined();
    });
  });

  it('skips hypothetical and past clauses, unless they speak of now', () => {
    expect(sign('hva gjør jeg hvis jeg blør')).toBeUndefined();
    expect(sign('jeg blødde i forrige svangerskap')).toBeUndefined();
    expect(sign('hva gjør jeg hvis jeg blør nå')).toBe('bleeding');
    expect(sign('i forrige svangerskap gikk det fint, men nå blør jeg')).toBe('bleeding');
  });

  it('does not end a sentence at the full stop of an ordinal ("hvert 4. minutt")', () => {
    expect(sign('jeg blør hvert 4. minutt fra fingeren')).toBeUndefined();
    expect(sign('jeg blør fra fingeren hver 4. Blod i trusa')).toBe('bleeding');
  });

  it('lets a phrase in the same sentence explain a sign away', () => {
    expect(sign('jeg blør fra fingeren etter målingen')).toBeUndefined();
    expect(sign('det blør fra fingeren, er det normalt at det blør så lenge?')).toBeUndefined();
    expect(sign('jeg blør fra fingeren. Og det er blod i trusa')).toBe('bleeding');
    // A denied explanation explains nothing, also when it is given as a reason.
    expect(sign('blod i trusa, ikke fordi jeg stakk fingeren')).toBe('bleeding');
  });

  it('lets a negation before the sign not deny the cause given after it («ikke … pga»)', () => {
    expect(sign('mistet kilo, ikke sulten pga jeg slanker meg')).toBeUndefined();
    expect(sign('mistet kilo, ikke pga at jeg slanker meg')).toBe('weight');
    // Over small words: «tror ikke det er pga …».
    expect(sign('mistet kilo, tror ikke det er pga at jeg slanker meg')).toBe('weight');
    expect(sign('mistet kilo, tror ikke at det er pga at jeg slanker meg')).toBe('weight');
    // Also when the explanation itself opens with the cause.
    expect(sign('mistet kilo, ikke sulten pga slanking')).toBeUndefined();
    expect(sign('mistet kilo, ikke pga slanking')).toBe('weight');
  });

  it('lets no negation reach past an emoji, which stays inside the phrase around it', () => {
    expect(sign('har ikke 😬 det er blod i trusa')).toBe('bleeding');
    expect(sign('har ikke blod i trusa 😊')).toBeUndefined();
    expect(sign('kjenner ikke 👶 liv')).toBe('fetal');
  });

  it('does not let a guessed explanation cover what follows a «men» after it', () => {
    expect(sign('sikkert bare fra fingeren, men det er blod i trusa')).toBe('bleeding');
    expect(sign('sikkert fingeren men det er blod i trusa')).toBe('bleeding');
    // A sure explanation before the «men» still explains.
    expect(sign('stakk meg i fingeren, men det er blod på papiret')).toBeUndefined();
    // Said after the «men», it still explains what came before.
    expect(sign('det er blod på papiret, men det er fra fingeren')).toBeUndefined();
    // A guess the writer turns from explains nothing before it either.
    expect(sign('det er blod i trusa, trodde det var fingeren, men jeg vet ikke')).toBe('bleeding');
    expect(
      sign('det er blod i trusa, sikkert fra fingeren, men ellers er alt fint'),
    ).toBeUndefined();
  });

  it('reads values for their meaning: glucose against limits, temperature', () => {
    expect(sign('blodsukkeret er 16 og jeg er kvalm')).toBe('high');
    expect(sign('blodsukkeret er 8 og jeg er kvalm')).toBeUndefined();
    expect(sign('målte 2,9 og er skjelven')).toBe('hypo');
    // A reading asked about, beside the symptom told: «hva gjør jeg hvis jeg har 3,1? jeg skjelver».
    expect(sign('hva gjør jeg hvis jeg har 3,1? jeg er skjelven')).toBe('hypo');
    expect(sign('hva gjør jeg hvis jeg har 3,1 og er skjelven?')).toBeUndefined();
    expect(sign('har 38,5 og fryser')).toBe('fever');
    expect(sign('er i uke 39 og kvalm')).toBeUndefined();
    // Numbers in words, as dictated: «tjueto», «nitten komma to».
    expect(sign('blodsukkeret er nitten komma to og jeg er kvalm')).toBe('high');
    expect(sign('tjueto på måleren og kvalm')).toBe('high');
    expect(detector.detect('målte 2,9 og er skjelven')?.node).toBe('first-aid');
  });

  it('counts a sign of somebody else only when the message says she is pregnant, not denied', () => {
    expect(sign('søstera mi blør')).toBeUndefined();
    expect(sign('søstera mi blør, hun er gravid')).toBe('bleeding');
    expect(sign('søstera mi blør, hun er ikke gravid')).toBeUndefined();
  });

  it('counts a sign that threatens anyone (`someoneElse`) about somebody else, unless past or hypothetical', () => {
    expect(sign('søstera puster ikke')).toBe('breathing');
    expect(sign('søstera blør')).toBeUndefined();
    expect(sign('hvis søstera puster ikke')).toBeUndefined();
    expect(sign('søstera puster ikke, men det gikk over')).toBeUndefined();
  });

  it('lets a value explain a sign away even after a negation ("ikke kjent liv i uke 17")', () => {
    expect(sign('kjenner ikke liv i uke 17')).toBeUndefined();
    expect(sign('kjenner ikke liv i uke 30')).toBe('fetal');
  });

  it('takes a first letter typed wrong for a typo, but not one dropped or added', () => {
    expect(sign('har hatt veber i to dager')).toBe('fever');
    expect(sign('har hatt eber i to dager')).toBeUndefined();
    expect(sign('har hatt afeber i to dager')).toBeUndefined();
  });

  it('forgives a typo in a sign word but never takes a function word by a typo', () => {
    expect(sign('har hatt fber i to dager')).toBe('fever');
    expect(sign('det verker i trusa, blod')).toBe('bleeding');
    expect(sign('har fiber', (w) => (w === 'fiber' ? w : undefined))).toBeUndefined();
    // A typo of a word the content knows is that word, not a typo of a sign word.
    expect(
      sign('blodsukkern er fint', (w) => (w === 'blodsukkern' ? 'blodsukker' : undefined)),
    ).toBeUndefined();
  });
});

describe('WarningSignDetector with a learnt model', () => {
  const model = trainSignModel(
    [
      ...['det renner blod', 'blod i trusa', 'det renner vann nedover beina', 'vannet går'].map(
        (text) => ({ text, sign: true }),
      ),
      ...['hva kan jeg spise', 'når skal jeg måle', 'er frukt lov', 'kan jeg trene'].map(
        (text) => ({ text, sign: false }),
      ),
    ],
    { threshold: 0.5, minCount: 1 },
  );
  const learnt = new WarningSignDetector({ ...rules, model: { ...model, node: 'urgent' } }, (t) =>
    analyzer.words(t),
  );

  it('finds a sign no rule words, and says the model found it', () => {
    expect(learnt.detect('det renner vann nedover')).toMatchObject({
      sign: 'model',
      node: 'urgent',
    });
  });

  it('leaves a sign that a rule holds back (denied, in the past) held back', () => {
    expect(new SignScorer(model).probability('ikke noe blod')).toBeGreaterThan(0.5);
    expect(learnt.detect('ikke noe blod')).toBeUndefined();
  });

  it('still reads the clauses after the one a rule held back', () => {
    expect(learnt.detect('ikke noe blod, men det renner vann nedover')?.sign).toBe('model');
  });

  it('gives the rule, not the model, when a rule fires', () => {
    expect(learnt.detect('det renner blod')?.sign).toBe('bleeding');
  });
});

describe('real words', () => {
  const night: WarningSignRules = {
    signs: [{ id: 'night', node: 'urgent', rules: ['natten ... diaré'] }],
  };
  const withCat = new WarningSignDetector({ ...night, realWords: ['Katten'] }, (t) =>
    analyzer.words(t),
  );
  const without = new WarningSignDetector(night, (t) => analyzer.words(t));

  it('are never read as a typo of a rule word one letter away', () => {
    expect(without.detect('katten har diaré')?.sign).toBe('night');
    expect(withCat.detect('katten har diaré')).toBeUndefined();
  });

  it('leave the typos of other words alone', () => {
    expect(withCat.detect('natte har diaré')?.sign).toBe('night');
  });
});
